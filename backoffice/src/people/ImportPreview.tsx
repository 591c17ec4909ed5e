import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatNumber } from '@portal/contracts';
import { currentLanguage, tr } from '../i18n/i18nProvider';
import type { ImportPreview as Preview } from './importPreview';

const COUNTS = [
  { key: 'created', label: 'portal.people.created' },
  { key: 'updated', label: 'portal.people.updated' },
  { key: 'unchanged', label: 'portal.people.unchanged' },
  { key: 'rejected', label: 'portal.people.rejected' },
] as const;

/** What the checked file will do: how many people are created, updated, unchanged, and each rejected row with why. */
export const ImportPreview = ({ preview }: { preview: Preview }) => (
  <Box component="section" aria-labelledby="import-preview-title" sx={{ display: 'grid', gap: 2 }}>
    <Typography variant="h6" component="h2" id="import-preview-title">
      {tr('portal.people.previewTitle')}
    </Typography>
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
    >
      {COUNTS.map(({ key, label }) => (
        <Box
          key={key}
          sx={{
            border: 1,
            borderColor: key === 'rejected' && preview.counts.rejected > 0 ? 'error.main' : 'divider',
            borderWidth: key === 'rejected' && preview.counts.rejected > 0 ? 2 : 1,
            borderRadius: 1,
            p: 1.5,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {tr(label)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }} data-count={key}>
            {formatNumber(preview.counts[key], currentLanguage())}
          </Typography>
        </Box>
      ))}
    </Box>
    {preview.blocked === 'rejected' && <Alert severity="error">{tr('portal.people.nothingImported')}</Alert>}
    {preview.blocked === 'nothing' && <Alert severity="info">{tr('portal.people.nothingToChange')}</Alert>}
    {preview.rejected.length > 0 && preview.rejected.length < preview.counts.rejected && (
      <Typography variant="body2">
        {tr('portal.people.firstRejected', { shown: preview.rejected.length, total: preview.counts.rejected })}
      </Typography>
    )}
    {preview.rejected.length > 0 && (
      <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={tr('portal.people.rejectedRows')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ fontWeight: 700, width: '6rem' }}>
                {tr('portal.people.row')}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                {tr('portal.people.reason')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rejected.map((row) => (
              <TableRow key={row.Row}>
                <TableCell component="th" scope="row">
                  {row.Row}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.Messages.map((message, index) => (
                    <div key={index}>{message}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
  </Box>
);
