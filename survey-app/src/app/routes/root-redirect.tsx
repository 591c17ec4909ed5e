import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { goTo } from '../../components/app-link';
import { roleHome } from '@portal/contracts';
import { getRole, sessionState } from '../../lib/session';

/** `/`: the role's dashboard with a valid token, otherwise /auth (which goes on to the login page). */
export default function RootRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const role = getRole();
    if (sessionState() === 'valid' && role) goTo(navigate, roleHome(role), true);
    else navigate('/auth', { replace: true });
  }, [navigate]);
  return null;
}
