import { useParams, useSearchParams } from 'react-router-dom';
import InvitationPage from '../../features/auth/components/invitation-page';
import SignupPage from '../../features/auth/components/signup-page';

/**
 * /auth/signup and the invitation link /auth/signup/{org}/{email}?key=…: the link opens the survey directly;
 * with &account (the start screen's "sign up instead") it is the staff sign-up wizard of the specification.
 */
export default function SignupRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const invitationLink = Boolean(params.encryptedOrgName && params.encryptedEmail && search.get('key'));
  return invitationLink && !search.has('account') ? <InvitationPage /> : <SignupPage />;
}
