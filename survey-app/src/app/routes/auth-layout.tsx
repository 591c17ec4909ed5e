import { Outlet } from 'react-router-dom';

/** The public pages: no header, one centred card. */
export default function AuthLayout() {
  return (
    <main id="main" className="auth-layout">
      <div className="auth-brand" aria-hidden="true">
        Diagnostic Portal
      </div>
      <Outlet />
    </main>
  );
}
