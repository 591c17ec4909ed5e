import type { ReactElement } from 'react';
import { Box, Button } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import { maxLength, number, regex, required, SaveButton, Toolbar, useSaveContext } from 'react-admin';
import { useToast } from './useToast';
import { tr } from '../i18n/i18nProvider';

/** Validation of §5: messages exactly as the spec writes them, by key (react-admin translates a validator's message). */
export const isRequired = required('portal.validation.required');
export const isNumber = [number('portal.validation.number'), regex(/^\d*$/, 'portal.validation.number')];
export const isUrl = regex(/^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i, 'portal.validation.url');
export const max200 = maxLength(200);
/** Text inputs accept 200 characters by default. */
export const TEXT_LIMIT = { htmlInput: { maxLength: 200 } };

/**
 * Save (enabled before the first attempt, so that it reveals the validation messages; disabled while the save is in
 * flight, so a double click sends one request) and a way back.
 */
export const FormToolbar = ({ cancelTo, saveLabel = 'ra.action.save' }: { cancelTo: string; saveLabel?: string }) => (
  <Toolbar sx={{ gap: 1 }}>
    <InFlightSaveButton label={saveLabel} />
    <Button component={Link} to={cancelTo}>
      {tr('portal.ui.cancel')}
    </Button>
  </Toolbar>
);

/** react-admin's alwaysEnable also ignores `disabled`: it is given up while the form submits or saves. */
export function InFlightSaveButton({
  label,
  busy = false,
  icon,
}: {
  label: string;
  busy?: boolean;
  icon?: ReactElement;
}) {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  const inFlight = busy || isSubmitting || saving;
  return <SaveButton label={label} icon={icon} alwaysEnable={!inFlight} disabled={inFlight} />;
}

/** After a successful save: the screen's toast, then back to where the screen came from. */
export function useSavedThen(message: string, to: string) {
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    toast.success(message);
    navigate(to);
  };
}

export const FormBox = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ width: '100%', maxWidth: 720 }}>{children}</Box>
);
