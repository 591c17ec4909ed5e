import { Box, Button, Card, CardActions, CardContent, LinearProgress, Tooltip, Typography } from '@mui/material';
import type { InquiryDto } from '@portal/contracts';
import { truncate } from '../common/Truncated';
import type { RecordOf } from '../providers/records';
import { leaveTo } from '../providers/session';
import { tr, tx } from '../i18n/i18nProvider';

export const CARD_NAME_LENGTH = 15;
export const CARD_TYPE_LENGTH = 10;
export const RESULTS_PROGRESS = 100;

export type InquiryCardData = Pick<RecordOf<'inquiries'>, 'id' | 'Description' | 'InquiryTypeName' | 'Progress'> &
  Partial<Pick<InquiryDto, 'Status' | 'CustomerName'>>;

/** Results can be viewed only at 100 % progress. */
export const canViewResults = (inquiry: Pick<InquiryDto, 'Progress'>) => inquiry.Progress >= RESULTS_PROGRESS;

const Clipped = ({ text, length, variant }: { text: string; length: number; variant: 'h6' | 'body2' }) => {
  const shown = truncate(text, length);
  const body = (
    <Typography variant={variant} component={variant === 'h6' ? 'h2' : 'p'} noWrap color={variant === 'body2' ? 'text.secondary' : undefined}
      sx={variant === 'h6' ? { fontSize: '1.1rem' } : undefined}>
      {shown}
    </Typography>
  );
  return shown === text ? body : <Tooltip title={text}>{body}</Tooltip>;
};

/**
 * One inquiry on the dashboard (customer-and-respondent.md §2): name cut at 15, type at 10, progress, and
 * View Results (a survey-app page) from 100 %. The operator's card also names the organisation and the status.
 */
export const InquiryCard = ({ inquiry, insights, operatorView = false }: { inquiry: InquiryCardData; insights: string; operatorView?: boolean }) => {
  const progress = Math.max(0, Math.min(100, Math.trunc(inquiry.Progress)));
  return (
    <Card component="article" aria-label={inquiry.Description} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Clipped text={inquiry.Description} length={CARD_NAME_LENGTH} variant="h6" />
        <Clipped text={inquiry.InquiryTypeName} length={CARD_TYPE_LENGTH} variant="body2" />
        {operatorView && inquiry.CustomerName && (
          <Typography variant="body2" color="text.secondary" noWrap title={inquiry.CustomerName}>
            {inquiry.CustomerName}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <LinearProgress variant="determinate" value={progress} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} aria-label={tr('portal.ui.progress2')} />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>{progress}%</Typography>
        </Box>
        {operatorView && inquiry.Status && (
          <Typography variant="caption" color="text.secondary">
            {tx(inquiry.Status)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" size="small" disabled={!canViewResults(inquiry)} onClick={() => leaveTo(insights)}>
          {tr('portal.ui.viewResults')}
        </Button>
      </CardActions>
    </Card>
  );
};
