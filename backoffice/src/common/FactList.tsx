import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Label and value pairs as a description list: two columns, the label's narrower on a phone; long values wrap
 * anywhere instead of widening the page.
 */
export const FactList = ({
  rows,
  labelWidth = '14rem',
  sx,
}: {
  rows: [string, ReactNode][];
  /** The label column from the small breakpoint up. */
  labelWidth?: string;
  sx?: SxProps<Theme>;
}) => (
  <Box
    component="dl"
    sx={[
      {
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(6rem, 38%) minmax(0, 1fr)', sm: `${labelWidth} minmax(0, 1fr)` },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {rows.map(([label, value]) => (
      <Fragment key={label}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Fragment>
    ))}
  </Box>
);
