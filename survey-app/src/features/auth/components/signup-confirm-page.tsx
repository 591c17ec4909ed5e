import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH, SIGNUP_TEXTS as T } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { confirmSignup } from '../api/confirm-signup';
import { WithEmail } from './with-email';

type State = { kind: 'ready' } | { kind: 'busy' } | { kind: 'done'; email: string } | { kind: 'failed'; title: string; lines: string[] };

/**
 * The page the confirmation mail of a new organisation's sign-up links to (?token=). Nothing is posted until
 * the button is pressed (a mail scanner opening the link creates nothing), and the button is off while the
 * request is in flight; the server's single-use secret refuses a replay anyway.
 */
export default function SignupConfirmPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'failed', title: T.confirmFailed, lines: [T.invalidLink] });

  const confirm = async () => {
    if (state.kind !== 'ready') return;
    setState({ kind: 'busy' });
    try {
      const { Email } = await confirmSignup(token);
      setState({ kind: 'done', email: Email });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setState({ kind: 'failed', title: e?.title ?? T.confirmFailed, lines: e?.errorMessage ?? [] });
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{T.confirmTitle}</h1>
      <div aria-live="polite">
        {(state.kind === 'ready' || state.kind === 'busy') && (
          <>
            <p>{T.confirmIntro}</p>
            <button type="button" className="btn btn-primary" style={{ width: '100%' }} disabled={state.kind === 'busy'} onClick={() => void confirm()}>
              {state.kind === 'busy' ? T.confirming : T.confirm}
            </button>
          </>
        )}
        {state.kind === 'done' && (
          <>
            <p role="status">
              <WithEmail text={T.confirmed} email={state.email} />
            </p>
            <button type="button" className="btn btn-primary" style={{ width: '100%' }} onClick={() => navigate(LOGIN_PATH)}>
              {T.login}
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
          <Link to="/auth/signup">{T.signUpAgain}</Link>
          <Link to={LOGIN_PATH}>{T.login}</Link>
        </div>
      )}
    </section>
  );
}
