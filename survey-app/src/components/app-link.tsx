import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { appForPath } from '@portal/contracts';

interface Props {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  role?: string;
  'aria-current'?: 'page' | undefined;
}

/** A link that stays in this app for its own routes and does a full page load into the backoffice otherwise. */
export function AppLink({ to, children, ...rest }: Props) {
  if (appForPath(to) === 'survey-app') {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** Navigates programmatically with the same rule as AppLink. */
export function goTo(navigate: (to: string, opts?: { replace?: boolean }) => void, to: string, replace = false) {
  if (appForPath(to) === 'survey-app') navigate(to, { replace });
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}
