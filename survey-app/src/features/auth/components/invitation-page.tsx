import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useEffect } from 'react';
import { decodeInvitation, LOGIN_PATH, staffFormPaths, type InvitationOpenedDto } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { openInvitation } from '../api/invitation';

/** Why a link leads nowhere, as the API answers it (403 not valid; 410 closed or already answered). */
type Refusal = 'invalid' | 'expired' | 'used' | 'failed';

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403 || error.status === 400) return 'invalid';
  if (error.status === 410) return error.title === 'Invitation expired' ? 'expired' : 'used';
  return 'failed';
}

/** Where the link's answer leads: the form's start screen signed in, or the login with the form kept for after it. */
export function destinationOf(opened: InvitationOpenedDto): string {
  const form = staffFormPaths('CustomerUser', opened).edit;
  if (opened.Outcome === 'login')
    return `${LOGIN_PATH}?${new URLSearchParams({ email: opened.Email, next: form }).toString()}`;
  return `${form}?start`;
}

/**
 * The invitation mail's link: checked as soon as it opens. A good link opens the survey's start screen signed in
 * (a session for this person's surveys only); an address with a password signs in first and then lands on the
 * form; a link that does not work says why at once and what to do.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const link = {
    Organisation: decodeInvitation(params.encryptedOrgName ?? ''),
    Email: decodeInvitation(params.encryptedEmail ?? ''),
    Key: search.get('key') ?? '',
  };
  const opened = useQuery({
    queryKey: ['invitation', link.Organisation, link.Email, link.Key],
    queryFn: () => openInvitation(link),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    const answer = opened.data;
    if (!answer) return;
    if (answer.Token) saveSession(answer.Token, false);
    // The staff sign-up stays one click away for someone who wants an account with a password first.
    const signupPath = `/auth/signup/${encodeURIComponent(params.encryptedOrgName ?? '')}/${encodeURIComponent(params.encryptedEmail ?? '')}?${new URLSearchParams({ key: link.Key, account: '' })}`;
    navigate(destinationOf(answer), { replace: true, state: answer.Outcome === 'start' ? { signupPath } : null });
  }, [opened.data, navigate, params.encryptedOrgName, params.encryptedEmail, link.Key]);

  if (opened.isPending || opened.data)
    return (
      <section className="card auth-card" aria-busy="true" aria-labelledby="invitation-title">
        <h1 id="invitation-title">{t('invitation.checking')}</h1>
      </section>
    );

  const refusal = refusalOf(opened.error);
  return (
    <section className="card auth-card" aria-labelledby="invitation-title">
      <h1 id="invitation-title">{t(`invitation.${refusal}Title`)}</h1>
      <div className="error-box" role="alert">
        {t(`invitation.${refusal}`)}
      </div>
      {refusal === 'failed' && (
        <button type="button" className="btn btn-primary" onClick={() => void opened.refetch()}>
          {t('invitation.retry')}
        </button>
      )}
      <div className="auth-links">
        <Link to={refusal === 'used' ? `${LOGIN_PATH}?${new URLSearchParams({ email: link.Email })}` : LOGIN_PATH}>
          {t('invitation.toLogin')}
        </Link>
      </div>
    </section>
  );
}
