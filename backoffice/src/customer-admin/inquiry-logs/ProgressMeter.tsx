import { Link, useParams } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Loading } from 'react-admin';
import { PageHeader } from '../../common/PageHeader';
import { useAppPath } from '../../common/useAppPath';
import { errorText } from '../../common/useToast';
import { INQUIRY_LOGS, inquiryPaths } from '../paths';
import { inquiryActions, type InquiryRow } from './inquiryActions';
import { tr } from '../../i18n/i18nProvider';
import { NotFound } from '../../layout/NotFound';
import { useKnownInquiry } from '../../respondents/useKnownInquiry';

const ALL_COMPLETED_AT = 90;

/** The steps behind an inquiry's progress (decisions.md §4), each labelled by its message key. */
export const MILESTONES = [
  { at: 10, label: 'portal.messages.inquiryCreatedSuccessfully' },
  { at: 20, label: 'portal.messages.intakeSubmitted' },
  { at: 30, label: 'portal.messages.respondentsAdded' },
  { at: ALL_COMPLETED_AT, label: 'portal.messages.allRespondentsCompleted' },
  { at: 100, label: 'portal.messages.resultsPublished' },
] as const;

/** The message key of the last milestone the progress has reached. */
export function currentMilestone(progress: number): string {
  return [...MILESTONES].reverse().find((m) => progress >= m.at)?.label ?? MILESTONES[0].label;
}

interface Completion {
  completed: number;
  total: number;
}

/**
 * Whether a milestone is reached. Publishing results lifts the progress to 100 whoever is still pending,
 * so respondents count as all completed only when each of them did; the rest follow the progress.
 */
export function milestoneReached(at: number, progress: number, completion: Completion | null): boolean {
  if (at !== ALL_COMPLETED_AT) return progress >= at;
  return completion
    ? completion.total > 0 && completion.completed === completion.total
    : progress >= at && progress < 100;
}

/** How many of the inquiry's respondents completed their form (the inquiry's kept counters). */
function completionOf(inquiry: InquiryRow): Completion | null {
  return inquiry.RespondentsAdded ? { completed: inquiry.CompletedForms, total: inquiry.Participants } : null;
}

/** The inquiry's Progress as a meter, with what it means and the next step. */
export const ProgressMeter = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const { inquiry: data, isPending, notFound, error } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  const back = path(INQUIRY_LOGS);
  if (error || !data)
    return <PageHeader title={error ? errorText(error) : tr('portal.ui.inquiryNotFound')} back={back} />;
  const progress = Math.max(0, Math.min(100, Math.trunc(data.Progress)));
  const completion = completionOf(data);
  const can = inquiryActions(data);
  return (
    <>
      <PageHeader title={tr('portal.ui.progressMeter')} back={back} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}>
          <Box sx={{ textAlign: 'center', minWidth: 220 }}>
            <Box sx={{ position: 'relative', display: 'inline-flex' }}>
              <CircularProgress
                variant="determinate"
                value={100}
                size={180}
                thickness={5}
                aria-hidden="true"
                sx={{ color: 'grey.300', position: 'absolute' }}
              />
              <CircularProgress
                variant="determinate"
                value={progress}
                size={180}
                thickness={5}
                aria-label={tr('portal.ui.inquiryProgress')}
              />
              <Box
                sx={{ inset: 0, position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Typography variant="h4" component="p">
                  {progress}%
                </Typography>
              </Box>
            </Box>
            <Typography variant="h6" component="p" sx={{ mt: 2 }}>
              {tr(currentMilestone(progress))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {data.Description} · {data.InquiryTypeName}
            </Typography>
          </Box>
          <Box sx={{ minWidth: 240 }}>
            <List dense aria-label={tr('portal.ui.milestones')}>
              {MILESTONES.map((m) => (
                <ListItem key={m.at}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {milestoneReached(m.at, progress, completion) ? (
                      <CheckCircleIcon color="success" />
                    ) : (
                      <RadioButtonUncheckedIcon color="disabled" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={tr(m.label)}
                    secondary={
                      m.at === ALL_COMPLETED_AT && completion
                        ? `${m.at}% · ${completion.completed} / ${completion.total}`
                        : `${m.at}%`
                    }
                  />
                </ListItem>
              ))}
            </List>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {can.intake && progress < 20 && (
                <Button
                  variant="contained"
                  component={Link}
                  to={path(inquiryPaths.intake(data.InquiryTypeId, data.id))}
                >
                  {tr('portal.ui.answerIntakeQuestions')}
                </Button>
              )}
              {can.manageRespondents && (
                <Button variant="contained" component={Link} to={path(inquiryPaths.manageRespondents(data.id))}>
                  {tr('portal.ui.manageRespondents')}
                </Button>
              )}
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
};
