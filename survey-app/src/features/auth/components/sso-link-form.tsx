import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@portal/contracts';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { requiredError } from '../../../lib/validation';
import { linkSsoAccount, sendSsoLinkCode } from '../api/sso';
import { completeLogin } from './complete-login';

/**
 * The link step: the organisation's sign-in matched an existing account, which its owner proves once
 * (its password, or a code mailed to the account) before the sign-in is linked to it.
 */
export function SsoLinkForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [byCode, setByCode] = useState(false);
  // The account's code budget is spent (429): the step takes the password only; the API's message says so.
  const [passwordOnly, setPasswordOnly] = useState(false);
  const codesSpent = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 429) return;
    setPasswordOnly(true);
    setByCode(false);
  };
  const { control, handleSubmit, formState } = useForm({ defaultValues: { password: '', code: '' } });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ password, code }) => {
    try {
      const response = await linkSsoAccount(token, byCode ? { Code: code.trim() } : { Password: password });
      await completeLogin(navigate, response);
    } catch (error) {
      // Shown by the API client.
      codesSpent(error);
    }
  });

  const sendCode = async () => {
    try {
      await sendSsoLinkCode(token);
      setByCode(true);
    } catch (error) {
      // Shown by the API client.
      codesSpent(error);
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="sso-link-title">
      <h1 id="sso-link-title">{t('sso.link.title')}</h1>
      <p className="muted">{byCode ? t('sso.link.codeSent') : t('sso.link.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {byCode ? (
          <FormTextField
            control={control}
            name="code"
            validate={requiredError}
            label={t('sso.link.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
        ) : (
          <FormTextField
            control={control}
            name="password"
            validate={requiredError}
            label={t('sso.link.password')}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? t('sso.link.busy') : t('sso.link.submit')}
        </button>
      </form>
      <div className="auth-links">
        {!byCode && !passwordOnly && (
          <button type="button" className="btn-link" onClick={() => void sendCode()}>
            {t('sso.link.sendCode')}
          </button>
        )}
        <Link to={LOGIN_PATH}>{t('common.backToLogin')}</Link>
      </div>
    </section>
  );
}
