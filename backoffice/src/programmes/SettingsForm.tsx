import type { ReactNode } from 'react';
import { Button, Card, CardContent } from '@mui/material';
import { Link } from 'react-router-dom';
import { Form, Toolbar } from 'react-admin';
import { FormBox, InFlightSaveButton } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { useSettingsSubmit, type SettingsSubmit } from './useSettingsSubmit';

interface SettingsFormProps<V, B> extends SettingsSubmit<V, B> {
  initial: V;
  /** Where Cancel goes for a new record; a saved one goes back to its own page. */
  listPath: string;
  children: ReactNode;
}

/**
 * The form of an editor of recurring survey settings (a programme, a lifecycle survey): the given inputs, then Save
 * and Cancel. The values are sent whole (see useSettingsSubmit).
 */
export function SettingsForm<V extends { InquiryTypeId: number | '' }, B>({
  initial,
  listPath,
  children,
  ...options
}: SettingsFormProps<V, B>) {
  const path = useAppPath();
  const submit = useSettingsSubmit(options);
  const { id, viewPath } = options;

  return (
    <Card>
      <CardContent>
        {/* No browser range checks: the API's refusal, in the interface language, is shown under the field. */}
        <Form defaultValues={initial} onSubmit={submit}>
          <FormBox>{children}</FormBox>
          <Toolbar sx={{ gap: 1, mt: 2 }}>
            <InFlightSaveButton label="ra.action.save" />
            <Button component={Link} to={path(id === null ? listPath : viewPath(id))}>
              {tr('portal.ui.cancel')}
            </Button>
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}
