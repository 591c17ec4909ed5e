import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { auditActor, auditTime, type AuditRow } from './format';
import { tr } from '../i18n/i18nProvider';
import { auditActionLabel } from './auditActions';

const Line = ({ label, value }: { label: string; value: string | number | null | undefined }) =>
  value === null || value === undefined || value === '' ? null : (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Typography>
    </>
  );

/** Every field of one audit event (the row's expansion, or a card's details). */
export const AuditLogDetail = ({ record, organisation }: { record?: AuditRow; organisation?: string }) => {
  const fromContext = useRecordContext<AuditRow>();
  const row = record ?? fromContext;
  if (!row) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        p: 1,
      }}
    >
      <Line label={tr('portal.ui.action')} value={`${auditActionLabel(row.Action)} (${row.Action})`} />
      <Line label={tr('portal.ui.outcome')} value={row.Status ? `${row.Outcome} (${row.Status})` : row.Outcome} />
      <Line label={tr('portal.ui.user')} value={auditActor(row)} />
      <Line label={tr('portal.ui.userId')} value={row.UserId} />
      <Line label={tr('portal.ui.organisation')} value={organisation} />
      <Line label={tr('portal.ui.address')} value={row.Ip} />
      <Line label={tr('portal.ui.request')} value={[row.Method, row.Route].filter(Boolean).join(' ')} />
      <Line label={tr('portal.ui.target')} value={row.Target} />
      <Line label={tr('portal.ui.detail')} value={row.Detail} />
      <Line label={tr('portal.ui.first')} value={auditTime(row.CreatedAt)} />
      <Line label={tr('portal.ui.last')} value={row.Count > 1 ? auditTime(row.LastAt) : null} />
      <Line label={tr('portal.ui.count')} value={row.Count} />
    </Box>
  );
};
