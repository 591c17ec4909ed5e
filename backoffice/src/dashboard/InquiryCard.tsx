import { Link } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, LinearProgress, Tooltip, Typography } from '@mui/material';
import type { InquiryDto } from '@portal/contracts';
import { truncate } from '../common/Truncated';
import type { RecordOf } from '../providers/records';
import { leaveTo } from '../providers/session';
import { tr } from '../i18n/i18nProvider';
import { daysLeft } from './expiry';
import type { SetupAction } from './setupProgress';

export const CARD_NAME_LENGTH = 15;
export const CARD_TYPE_LENGTH = 10;
export const RESULTS_PROGRESS = 100;

export type InquiryCardData = Pick<RecordOf<'inquiries'>, 'id' | 'Description' | 'InquiryTypeName' | 'Progress'> &
  Partial<
    Pick<
      InquiryDto,
      | 'Status'
      | 'CustomerName'
      | 'Participants'
      | 'CompletedForms'
      | 'ExpiryDate'
      | 'IsExpired'
      | 'InquiryTypeId'
      | 'RespondentsAdded'
    >
  >;

/**
 * Where a card leads besides its results, paths already inside the role group: a draft's next setup step and the
 * optional ones (custom questions, the form's preview).
 */
export type CardLinks = { inSetup: boolean; next?: SetupAction; more: SetupAction[] };

/** Results can be viewed only at 100 % progress. */
export const canViewResults = (inquiry: Pick<InquiryDto, 'Progress'>) => inquiry.Progress >= RESULTS_PROGRESS;

const Clipped = ({ text, length, variant }: { text: string; length: number; variant: 'h6' | 'body2' }) => {
  const shown = truncate(text, length);
  const body = (
    <Typography
      variant={variant}
      component={variant === 'h6' ? 'h2' : 'p'}
      noWrap
      color={variant === 'body2' ? 'text.secondary' : undefined}
      sx={variant === 'h6' ? { fontSize: '1.1rem' } : undefined}
    >
      {shown}
    </Typography>
  );
  return shown === text ? body : <Tooltip title={text}>{body}</Tooltip>;
};

/**
 * One inquiry on the dashboard (customer-and-respondent.md §2): name cut at 15, type at 10, progress, and
 * View Results (a survey-app page) from 100 %, with why it is still off below. Also the responses so far, the days left
 * and the status; the operator's card names the organisation too. An inquiry still in setup leads back into it.
 */
export const InquiryCard = ({
  inquiry,
  insights,
  operatorView = false,
  links,
}: {
  inquiry: InquiryCardData;
  insights: string;
  operatorView?: boolean;
  links?: CardLinks;
}) => {
  const progress = Math.max(0, Math.min(100, Math.trunc(inquiry.Progress)));
  // A published inquiry takes no more answers: no countdown to its expiry.
  const days = inquiry.Status === 'Published' ? null : daysLeft(inquiry.ExpiryDate, inquiry.IsExpired);
  const ready = canViewResults(inquiry);
  const whyOff = `results-why-${inquiry.id}`;
  return (
    <Card
      component="article"
      aria-label={inquiry.Description}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Clipped text={inquiry.Description} length={CARD_NAME_LENGTH} variant="h6" />
        <Clipped text={inquiry.InquiryTypeName} length={CARD_TYPE_LENGTH} variant="body2" />
        {operatorView && inquiry.CustomerName && (
          <Typography variant="body2" color="text.secondary" noWrap title={inquiry.CustomerName}>
            {inquiry.CustomerName}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
            aria-label={tr('portal.ui.progress2')}
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
            {progress}%
          </Typography>
        </Box>
        {inquiry.Participants !== undefined && inquiry.CompletedForms !== undefined && (
          <Typography variant="body2">
            {tr('portal.dashboard.responses', { completed: inquiry.CompletedForms, invited: inquiry.Participants })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          {inquiry.Status && (
            <Typography variant="caption" color="text.secondary">
              {tr(`portal.values.${inquiry.Status}`)}
            </Typography>
          )}
          {links?.inSetup && (
            <Typography variant="caption" color="warning.dark">
              {tr('portal.dashboard.inSetup')}
            </Typography>
          )}
          {days !== null && (
            <Typography variant="caption" color={days === 0 ? 'error.main' : 'text.secondary'}>
              {days === 0 ? tr('portal.dashboard.expired') : tr('portal.dashboard.daysLeft', { smart_count: days })}
            </Typography>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
        {links?.next && (
          <Button component={Link} to={links.next.to} variant="contained" size="small">
            {tr('portal.dashboard.nextStep', { step: links.next.label })}
          </Button>
        )}
        <Button
          variant="contained"
          size="small"
          disabled={!ready}
          onClick={() => leaveTo(insights)}
          aria-describedby={ready ? undefined : whyOff}
        >
          {tr('portal.ui.viewResults')}
        </Button>
        {!ready && (
          <Typography id={whyOff} variant="caption" color="text.secondary" sx={{ ml: '0 !important' }}>
            {tr(
              operatorView ? 'portal.dashboard.resultsOnceYouPublish' : 'portal.dashboard.resultsOnceOperatorPublishes',
            )}
          </Typography>
        )}
        {links?.more.map((action) => (
          <Button key={action.to} component={Link} to={action.to} size="small" sx={{ ml: '0 !important' }}>
            {action.label}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
};
