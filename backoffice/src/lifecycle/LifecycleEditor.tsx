import { Button, Card, CardContent } from '@mui/material';
import { Link } from 'react-router-dom';
import { Form, NumberInput, RadioButtonGroupInput, TextInput, Toolbar } from 'react-admin';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { FormBox, InFlightSaveButton, isRequired } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { IntakeInputs } from '../programmes/IntakeInputs';
import { PulseInputs } from '../programmes/PulseInputs';
import { useSettingsSubmit } from '../programmes/useSettingsSubmit';
import { bodyOf, refusalsOfError, type LifecycleValues } from './lifecycleForm';
import { saveLifecycle, TRIGGERS } from './lifecycleMethods';
import { lifecyclePaths, LIFECYCLE } from './paths';

/**
 * The survey's fields, sent whole; the API checks them and names every refused field at once, and each refusal is
 * shown under its field (the ones no field shows go to the toast).
 */
export const LifecycleEditor = ({ id, initial }: { id: number | null; initial: LifecycleValues }) => {
  const path = useAppPath();
  const submit = useSettingsSubmit({
    id,
    bodyOf,
    save: saveLifecycle,
    refusalsOfError,
    texts: {
      created: 'portal.lifecycle.created',
      saved: 'portal.lifecycle.saved',
      checkFields: 'portal.lifecycle.checkFields',
    },
    viewPath: lifecyclePaths.view,
  });

  return (
    <Card>
      <CardContent>
        {/* No browser range checks: the API's refusal, in the interface language, is shown under the field. */}
        <Form defaultValues={initial} onSubmit={submit}>
          <FormBox>
            <TextInput
              source="Name"
              label="portal.lifecycle.name"
              helperText="portal.lifecycle.nameHelp"
              validate={isRequired}
              fullWidth
            />
            <RadioButtonGroupInput
              source="Trigger"
              label="portal.lifecycle.trigger"
              choices={TRIGGERS.map((t) => ({ id: t, name: tr(`portal.lifecycle.triggers.${t}`) }))}
              helperText={false}
            />
            <NumberInput
              source="DaysAfter"
              label="portal.lifecycle.daysAfter"
              helperText="portal.lifecycle.daysAfterHelp"
              fullWidth
            />
            <NumberInput
              source="DaysOpen"
              label="portal.lifecycle.daysOpen"
              helperText="portal.lifecycle.daysOpenHelp"
              fullWidth
            />
            <InquiryTypeInput />
            <PulseInputs />
            <IntakeInputs help={tr('portal.lifecycle.intakeHelp')} />
          </FormBox>
          <Toolbar sx={{ gap: 1, mt: 2 }}>
            <InFlightSaveButton label="ra.action.save" />
            <Button component={Link} to={path(id === null ? LIFECYCLE : lifecyclePaths.view(id))}>
              {tr('portal.ui.cancel')}
            </Button>
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
};
