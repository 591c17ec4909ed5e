import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { tr, txLines } from '../i18n/i18nProvider';

const KEY = ['email-verification'];

/**
 * Shown to a customer admin whose address is not verified yet: the organisation can invite no one
 * until the code mailed at sign-up (or a new one) is entered here.
 */
export const EmailVerificationBanner = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [code, setCode] = useState('');
  const status = useQuery({ queryKey: KEY, queryFn: () => dataProvider.getEmailVerification() });
  const resend = useMutation({
    mutationFn: () => dataProvider.sendVerificationCode(),
    // The API's answer is an English line; the catalogue may know it.
    onSuccess: (answer) => toast.success(txLines(answer.Message)),
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
  const digits = code.replace(/\D/g, '');
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={tr('portal.messages.verifyTitle')}>
      <AlertTitle>{tr('portal.messages.verifyTitle')}</AlertTitle>
      We mailed a 6-digit code to {status.data.Email}. Enter it to confirm the address: until then no invitation or
      reminder is sent in your organisation's name.
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (digits.length === 6) verify.mutate(digits);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}
      >
        <TextField
          label={tr('portal.ui.verificationCode')}
          size="small"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, '').slice(0, 7))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          sx={{ width: 180, bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="contained" disabled={digits.length !== 6 || verify.isPending}>
          {tr('portal.ui.verify')}
        </Button>
        <Button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {tr('portal.ui.resendCode')}
        </Button>
      </Box>
    </Alert>
  );
};
