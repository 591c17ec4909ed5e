import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** One titled part of the Integrations page, with its help line and its add button. */
export const Section = ({
  title,
  help,
  action,
  children,
}: {
  title: string;
  help: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 3 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {action}
    </Box>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {help}
    </Typography>
    {children}
  </Paper>
);

/** One record as a row that wraps on a phone: its title line, its facts, its actions. */
export const RecordRow = ({ title, facts, actions }: { title: ReactNode; facts: ReactNode; actions: ReactNode }) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
      py: 1.5,
      borderTop: 1,
      borderColor: 'divider',
      listStyle: 'none',
    }}
  >
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>{title}</Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          color: 'text.secondary',
          fontSize: '0.875rem',
        }}
      >
        {facts}
      </Box>
    </Box>
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
  </Box>
);
