import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { tr } from '../i18n/i18nProvider';

const KEY = ['email-verification'];
const CODE_DIGITS = 6;

/** The digits of what was typed: people may type the code as it reads in the mail, "123 456". */
const digitsOf = (typed: unknown) => String(typed ?? '').replace(/\D/g, '');

const VerifyButton = ({ busy }: { busy: boolean }) => {
  const code = useWatch<FieldValues>({ name: 'code' });
  return (
    <Button type="submit" variant="contained" disabled={digitsOf(code).length !== CODE_DIGITS || busy}>
      {tr('portal.ui.verify')}
    </Button>
  );
};

/**
 * Shown to a customer admin whose address is not verified yet: the organisation can invite no one
 * until the code mailed at sign-up (or a new one) is entered here.
 */
export const EmailVerificationBanner = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const status = useQuery({ queryKey: KEY, queryFn: () => dataProvider.getEmailVerification() });
  const resend = useMutation({
    mutationFn: () => dataProvider.sendVerificationCode(),
    onSuccess: (answer) => toast.success(tr('portal.messages.codeResent', { email: answer.Email })),
    onError: (error) => toast.error(errorText(error)),
  });
  const verify = useMutation({
    mutationFn: (value: string) => dataProvider.verifyEmail(value),
    onSuccess: (answer) => {
      toast.success(tr('portal.messages.verified'));
      queryClient.setQueryData(KEY, answer);
    },
    onError: (error) => toast.error(errorText(error)),
  });

  if (!status.data || status.data.IsVerified) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={tr('portal.messages.verifyTitle')}>
      <AlertTitle>{tr('portal.messages.verifyTitle')}</AlertTitle>
      {tr('portal.messages.verifyBody', { email: status.data.Email })}
      <Form
        record={{ code: '' }}
        onSubmit={(values: FieldValues) => {
          const digits = digitsOf(values.code);
          if (digits.length === CODE_DIGITS) verify.mutate(digits);
        }}
        disableInvalidFormNotification
        noValidate
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
          <TextInput
            source="code"
            label="portal.ui.verificationCode"
            parse={(typed: string) => typed.replace(/[^\d ]/g, '').slice(0, CODE_DIGITS + 1)}
            helperText={false}
            variant="outlined"
            size="small"
            margin="none"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            sx={{ width: 180, bgcolor: 'background.paper' }}
          />
          <VerifyButton busy={verify.isPending} />
          <Button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {tr('portal.ui.resendCode')}
          </Button>
        </Box>
      </Form>
    </Alert>
  );
};
