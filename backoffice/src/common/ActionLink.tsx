import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';

/** A row action: an icon linking to an absolute path, labelled (in the interface language) for screen readers and on hover. */
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
  <Tooltip title={label}>
    <span>
      <IconButton component={Link} to={to} aria-label={label} size="small" color="primary" disabled={disabled}>
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

export const RowActions = ({ children }: { children: React.ReactNode }) => (
  <span style={{ display: 'inline-flex', gap: 2, whiteSpace: 'nowrap' }}>{children}</span>
);
