import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

/** The page's heading also names the browser tab, so that each page has its own document title. */
function usePageTitle(heading: string) {
  const { pathname } = useLocation();
  const full = `${heading} – ${tr('portal.ui.documentTitle')}`;
  useEffect(() => {
    document.title = full;
  }, [full, pathname]);
}

/** The page title (already in the interface language) with its optional back button and actions (add buttons). */
export const PageHeader = ({ title, back, actions }: { title: string; back?: string; actions?: ReactNode }) => {
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {back && (
        <Button component={Link} to={back} startIcon={<ArrowBackIcon />} size="small">
          {tr('portal.ui.back')}
        </Button>
      )}
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
};

export const AddButton = ({ to, label }: { to: string; label: string }) => (
  <Button component={Link} to={to} variant="contained" size="small">
    {label}
  </Button>
);
