import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { auditActor, auditTime, type AuditRow } from './format';

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
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, p: 1 }}
    >
      <Line label="Action" value={row.Action} />
      <Line label="Outcome" value={row.Status ? `${row.Outcome} (${row.Status})` : row.Outcome} />
      <Line label="User" value={auditActor(row)} />
      <Line label="User id" value={row.UserId} />
      <Line label="Organisation" value={organisation} />
      <Line label="Address" value={row.Ip} />
      <Line label="Request" value={[row.Method, row.Route].filter(Boolean).join(' ')} />
      <Line label="Target" value={row.Target} />
      <Line label="Detail" value={row.Detail} />
      <Line label="First" value={auditTime(row.CreatedAt)} />
      <Line label="Last" value={row.Count > 1 ? auditTime(row.LastAt) : null} />
      <Line label="Count" value={row.Count} />
    </Box>
  );
};
