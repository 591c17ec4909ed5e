import { Box, Button, Card, CardActions, CardContent, LinearProgress, Typography } from '@mui/material';
import { TruncatedText } from '../common/Truncated';
import { leaveTo } from '../providers/session';

export interface InquiryRow {
  id: number | string;
  Description?: string;
  InquiryTypeName?: string;
  Progress?: number;
  Status?: string;
  CustomerName?: string;
  CreatedDate?: string;
}

/** Results can be viewed only at 100 % progress. */
export const canViewResults = (inquiry: InquiryRow) => Number(inquiry.Progress ?? 0) >= 100;

/** One inquiry on the dashboard: name cut at 15, type at 10, progress, View Results (a survey-app page). */
export const InquiryCard = ({ inquiry, insightsBase }: { inquiry: InquiryRow; insightsBase: string }) => {
  const progress = Math.max(0, Math.min(100, Number(inquiry.Progress ?? 0)));
  return (
    <Card sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
          <TruncatedText text={inquiry.Description} length={15} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <TruncatedText text={inquiry.InquiryTypeName} length={10} />
        </Typography>
        {inquiry.CustomerName && (
          <Typography variant="body2" color="text.secondary" noWrap title={inquiry.CustomerName}>
            {inquiry.CustomerName}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <LinearProgress variant="determinate" value={progress} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} aria-label="Progress" />
          <Typography variant="body2">{progress}%</Typography>
        </Box>
        {inquiry.Status && (
          <Typography variant="caption" color="text.secondary">
            {inquiry.Status}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          size="small"
          disabled={!canViewResults(inquiry)}
          onClick={() => leaveTo(`${insightsBase}/${inquiry.id}/overview`)}
        >
          View Results
        </Button>
      </CardActions>
    </Card>
  );
};
