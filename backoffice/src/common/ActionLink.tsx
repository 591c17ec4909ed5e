import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import { tx } from '../i18n/i18nProvider';

/** A row action: an icon linking to an absolute path, labelled for screen readers and on hover. */
export const ActionLink = ({
  to,
  label,
  icon,
  disabled,
}: {
  to: string;
  label: string;
  icon: ReactElement;
  disabled?: boolean;
}) => (
  <Tooltip title={tx(label)}>
    <span>
      <IconButton component={Link} to={to} aria-label={tx(label)} size="small" color="primary" disabled={disabled}>
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

export const RowActions = ({ children }: { children: React.ReactNode }) => (
  <span style={{ display: 'inline-flex', gap: 2, whiteSpace: 'nowrap' }}>{children}</span>
);
