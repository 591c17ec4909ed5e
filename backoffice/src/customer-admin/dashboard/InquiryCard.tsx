import { Box, Button, Card, CardActions, CardContent, LinearProgress, Tooltip, Typography } from '@mui/material';
import { truncate } from '../../common/Truncated';
import { leaveTo } from '../../providers/session';
import { insightsPath } from '../paths';

export const CARD_NAME_LENGTH = 15;
export const CARD_TYPE_LENGTH = 10;
export const RESULTS_PROGRESS = 100;

export interface InquiryCardData {
  id: string | number;
  Description?: string;
  InquiryTypeName?: string;
  Progress?: number;
}

const Clipped = ({ text, length, variant }: { text: string; length: number; variant: 'h6' | 'body2' }) => {
  const shown = truncate(text, length);
  const body = (
    <Typography variant={variant} noWrap color={variant === 'body2' ? 'text.secondary' : undefined}>
      {shown}
    </Typography>
  );
  return shown === text ? body : <Tooltip title={text}>{body}</Tooltip>;
};

/** One inquiry on the dashboard: name (15), type (10), progress; View Results only at 100%. */
export const InquiryCard = ({ inquiry }: { inquiry: InquiryCardData }) => {
  const progress = Math.max(0, Math.min(100, Math.trunc(Number(inquiry.Progress ?? 0))));
  const ready = progress >= RESULTS_PROGRESS;
  return (
    <Card component="article" aria-label={inquiry.Description} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Clipped text={inquiry.Description ?? ''} length={CARD_NAME_LENGTH} variant="h6" />
        <Clipped text={inquiry.InquiryTypeName ?? ''} length={CARD_TYPE_LENGTH} variant="body2" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
            aria-label="Progress"
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>{progress}%</Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" size="small" disabled={!ready} onClick={() => leaveTo(insightsPath(inquiry.id))}>
          View Results
        </Button>
      </CardActions>
    </Card>
  );
};
