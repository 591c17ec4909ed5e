import { useState } from 'react';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type WebhookDeliveryStatus, type WebhookItemDto } from '@portal/contracts';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { DELIVERY_STATUS_LABEL, EVENT_LABEL } from './labels';

const PER_PAGE = 10;
const STATUS_COLOR: Record<WebhookDeliveryStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'info',
  sending: 'info',
  delivered: 'success',
  failed: 'error',
};

/** An endpoint's deliveries, newest first: event, status, attempts, the last answer (≤ 1 KB) and when. */
export const DeliveryLogDialog = ({ webhook, onClose }: { webhook: WebhookItemDto; onClose: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  // A phone gets the whole screen and one card per delivery instead of a table wider than the screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const log = useQuery({
    queryKey: ['integrations', 'deliveries', webhook.Id, page],
    queryFn: () => dataProvider.getWebhookDeliveries(webhook.Id, page, PER_PAGE),
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {tr('portal.integrations.deliveriesOf', { url: webhook.Url })}
      </DialogTitle>
      <DialogContent>
        {log.isError && <Typography color="error">{errorText(log.error)}</Typography>}
        {log.data && !log.data.data.length && (
          <Typography color="text.secondary">{tr('portal.integrations.noDeliveries')}</Typography>
        )}
        {phone && !!log.data?.data.length && (
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={tr('portal.integrations.deliveries')}>
            {log.data.data.map((d) => {
              const status = d.Status as WebhookDeliveryStatus;
              return (
                <Box
                  component="li"
                  key={d.Id}
                  sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {d.Event}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[status]}
                      label={tr(`portal.integrations.${DELIVERY_STATUS_LABEL[status]}`)}
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(d.CreatedAt, locale)} · {tr('portal.integrations.attempts')}: {d.Attempts}
                  </Typography>
                  {status === 'queued' && d.NextAttemptAt && d.Attempts > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {tr('portal.integrations.nextAttempt', { time: formatDateTime(d.NextAttemptAt, locale) })}
                    </Typography>
                  )}
                  <Box
                    component="code"
                    sx={{ fontSize: '0.8rem', overflowWrap: 'anywhere', display: 'block', mt: 0.5 }}
                  >
                    {tr('portal.integrations.lastAnswer')}: {d.LastAnswer ?? '–'}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        {!phone && !!log.data?.data.length && (
          <TableContainer>
            <Table size="small" aria-label={tr('portal.integrations.deliveries')}>
              <TableHead>
                <TableRow>
                  <TableCell>{tr('portal.integrations.event')}</TableCell>
                  <TableCell>{tr('portal.integrations.status')}</TableCell>
                  <TableCell align="right">{tr('portal.integrations.attempts')}</TableCell>
                  <TableCell>{tr('portal.integrations.lastAnswer')}</TableCell>
                  <TableCell>{tr('portal.integrations.createdAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.data.map((d) => {
                  const status = d.Status as WebhookDeliveryStatus;
                  const event = EVENT_LABEL[d.Event as keyof typeof EVENT_LABEL];
                  return (
                    <TableRow key={d.Id}>
                      <TableCell
                        sx={{ whiteSpace: 'nowrap' }}
                        title={event ? tr(`portal.integrations.${event}`) : undefined}
                      >
                        {d.Event}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={STATUS_COLOR[status]}
                          label={tr(`portal.integrations.${DELIVERY_STATUS_LABEL[status]}`)}
                        />
                        {status === 'queued' && d.NextAttemptAt && d.Attempts > 0 && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {tr('portal.integrations.nextAttempt', { time: formatDateTime(d.NextAttemptAt, locale) })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{d.Attempts}</TableCell>
                      <TableCell sx={{ maxWidth: 360 }}>
                        <Box
                          component="code"
                          sx={{
                            fontSize: '0.8rem',
                            overflowWrap: 'anywhere',
                            display: 'block',
                            maxHeight: 96,
                            overflow: 'auto',
                          }}
                        >
                          {d.LastAnswer ?? '–'}
                        </Box>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.CreatedAt, locale)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {(log.data?.totalPage ?? 0) > 1 && (
          <Pagination sx={{ mt: 2 }} count={log.data!.totalPage} page={page} onChange={(_e, next) => setPage(next)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<RefreshIcon />} onClick={() => void log.refetch()}>
          {tr('portal.integrations.refresh')}
        </Button>
        <Button onClick={onClose}>{tr('portal.integrations.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
