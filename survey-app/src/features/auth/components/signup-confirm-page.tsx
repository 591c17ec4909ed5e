import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Trans } from '../../../lib/i18n/trans';
import { LOGIN_PATH } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { apiText, t as translate } from '../../../lib/i18n';
import { confirmSignup } from '../api/confirm-signup';

type State =
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; title: string; lines: string[] };

/**
 * The page the confirmation mail of a new organisation's sign-up links to (?token=). Nothing is posted until
 * the button is pressed (a mail scanner opening the link creates nothing), and the button is off while the
 * request is in flight; the server's single-use secret refuses a replay anyway.
 */
export default function SignupConfirmPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>(
    token
      ? { kind: 'ready' }
      : { kind: 'failed', title: translate('signupConfirm.failed'), lines: [translate('signupConfirm.invalidLink')] },
  );

  const confirm = async () => {
    if (state.kind !== 'ready') return;
    setState({ kind: 'busy' });
    try {
      const { Email } = await confirmSignup(token);
      setState({ kind: 'done', email: Email });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setState({
        kind: 'failed',
        title: e ? apiText(e.title) : translate('signupConfirm.failed'),
        lines: (e?.errorMessage ?? []).map(apiText),
      });
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t('signupConfirm.title')}</h1>
      <div aria-live="polite">
        {(state.kind === 'ready' || state.kind === 'busy') && (
          <>
            <p>{t('signupConfirm.intro')}</p>
            <button
              type="button"
              className="btn btn-primary"
              style={{ width: '100%' }}
              disabled={state.kind === 'busy'}
              onClick={() => void confirm()}
            >
              {state.kind === 'busy' ? t('signupConfirm.confirming') : t('signupConfirm.confirm')}
            </button>
          </>
        )}
        {state.kind === 'done' && (
          <>
            <p role="status">
              <Trans
                i18nKey="signupConfirm.confirmed"
                values={{ email: state.email }}
                components={{ strong: <strong /> }}
              />
            </p>
            <button
              type="button"
              className="btn btn-primary"
              style={{ width: '100%' }}
              onClick={() => navigate(LOGIN_PATH)}
            >
              {t('signupConfirm.login')}
            </button>
          </>
        )}
        {state.kind === 'failed' && (
          <div className="error-box" role="alert">
            <strong>{state.title}</strong>
            {state.lines.length > 0 && (
              <ul>
                {state.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {state.kind !== 'done' && (
        <div className="auth-links">
          <Link to="/auth/signup">{t('signupConfirm.signUpAgain')}</Link>
          <Link to={LOGIN_PATH}>{t('signupConfirm.login')}</Link>
        </div>
      )}
    </section>
  );
}
