import { useState } from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, Menu, MenuItem, Typography } from '@mui/material';
import { useGetIdentity, useLogout } from 'react-admin';
import { profilePath, type Role } from '@portal/contracts';
import { leaveTo } from '../providers/session';
import { tr } from '../i18n/i18nProvider';

/** The logged-in name and the profile menu with Log out. */
export const ProfileMenu = ({ role, compact }: { role: Role | null; compact: boolean }) => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = identity?.fullName ?? '';
  const profile = role && profilePath(role);
  return (
    <>
      <Button
        color="inherit"
        // The visible name is the button's name; "Profile menu" only when no name is shown.
        aria-label={compact || !name ? tr('portal.ui.profileMenu') : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircle />}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {!compact && (
          <Typography noWrap sx={{ maxWidth: 220 }}>
            {name}
          </Typography>
        )}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {compact && name && (
          <MenuItem disabled sx={{ opacity: '1 !important', fontWeight: 600 }}>
            {name}
          </MenuItem>
        )}
        {/* Manage Profile is a survey-app page. */}
        {profile && <MenuItem onClick={() => leaveTo(profile)}>{tr('portal.ui.manageProfile')}</MenuItem>}
        <MenuItem onClick={() => logout()}>{tr('portal.ui.logOut2')}</MenuItem>
      </Menu>
    </>
  );
};
