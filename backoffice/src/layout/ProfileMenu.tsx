import { useState } from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, Menu, MenuItem, Typography } from '@mui/material';
import { useGetIdentity, useLogout } from 'react-admin';
import type { Role } from '../providers/session';
import { leaveTo } from '../providers/session';
import { PROFILE_LINKS } from './navigation';

/** The logged-in name and the profile menu with Log out. */
export const ProfileMenu = ({ role, compact }: { role: Role | null; compact: boolean }) => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = identity?.fullName ?? '';
  return (
    <>
      <Button
        color="inherit"
        // The visible name is the button's name; "Profile menu" only when no name is shown.
        aria-label={compact || !name ? 'Profile menu' : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircle />}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {!compact && <Typography noWrap sx={{ maxWidth: 220 }}>{name}</Typography>}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {compact && name && (
          <MenuItem disabled sx={{ opacity: '1 !important', fontWeight: 600 }}>
            {name}
          </MenuItem>
        )}
        {(role ? PROFILE_LINKS[role] ?? [] : []).map((item) => (
          <MenuItem key={item.path} onClick={() => leaveTo(item.path)}>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem onClick={() => logout()}>Log out</MenuItem>
      </Menu>
    </>
  );
};
