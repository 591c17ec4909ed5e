import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Loading, useAuthenticated, useLocaleState, usePermissions } from 'react-admin';
import { activeNavTab, DESIGN_TOKENS, NAV_TABS, navTabId, type NavTab, type Role } from '@portal/contracts';
import { ProfileMenu } from './ProfileMenu';
import { LanguageMenu } from './LanguageMenu';
import { useProfileLanguage } from './useProfileLanguage';
import { tr } from '../i18n/i18nProvider';

// Desktop layout from 960 px (platform-administration.md §9).
export const DESKTOP_QUERY = '(min-width:960px)';

const navLabel = (tab: NavTab) => tr(`portal.nav.${navTabId(tab)}`);

export const AppLayout = ({ children }: { children?: ReactNode }) => {
  // One session check for every screen: an expired token shows Session timeout, then leaves for the login page.
  useAuthenticated();
  const { permissions } = usePermissions<Role | null>();
  const role = permissions ?? null;
  useProfileLanguage(role);
  const [locale] = useLocaleState();
  const { pathname } = useLocation();
  // A layout effect runs before the page's own effects, so a page heading's title (PageHeader) wins over this one.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.title = tr('portal.ui.documentTitle');
  }, [locale, pathname]);
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = role ? NAV_TABS[role] : [];
  const current = (role && activeNavTab(role, pathname)?.to) || false;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { left: 8, top: 8 },
        }}
      >
        {tr('portal.ui.skipToContent')}
      </Box>
      <AppBar position="sticky" color="primary">
        <Toolbar
          sx={{ gap: 1, minHeight: { xs: DESIGN_TOKENS.header.barHeight, sm: DESIGN_TOKENS.header.barHeight } }}
          variant={desktop ? 'regular' : 'dense'}
        >
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={tr('portal.ui.openMenu')}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          {/* The site's name, not a heading: each page's own title is its h1. */}
          <Typography variant="h6" component="p" noWrap sx={{ flexShrink: 0, mr: 2 }}>
            {tr('portal.ui.diagnosticPortal')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu role={role} compact={!desktop} />
          <ProfileMenu role={role} compact={!desktop} />
        </Toolbar>
        {desktop && (
          <Tabs
            value={current}
            variant="scrollable"
            scrollButtons="auto"
            textColor="inherit"
            slotProps={{ indicator: { style: { backgroundColor: DESIGN_TOKENS.color.onPrimary } } }}
            // Unselected tabs keep full opacity: MUI's default 60% fails contrast on the blue bar.
            sx={{ px: 1, '& .MuiTab-root': { opacity: 1 } }}
            aria-label={tr('portal.ui.navigation')}
          >
            {items.map((item) => (
              <Tab
                key={item.to}
                value={item.to}
                label={navLabel(item)}
                component={Link}
                to={item.to}
                sx={{ textTransform: 'none', minWidth: 0, px: 1.5 }}
              />
            ))}
          </Tabs>
        )}
      </AppBar>
      <Drawer open={!desktop && drawerOpen} onClose={() => setDrawerOpen(false)}>
        <List sx={{ width: 260 }} component="nav" aria-label={tr('portal.ui.navigation')}>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={Link}
              to={item.to}
              selected={current === item.to}
              onClick={() => setDrawerOpen(false)}
            >
              <ListItemText primary={navLabel(item)} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
    </Box>
  );
};
