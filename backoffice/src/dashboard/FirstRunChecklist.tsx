import { Link } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useAppPath } from '../common/useAppPath';
import { inquiryPaths } from '../customer-admin/paths';
import { previewPagePath } from '../form-preview/paths';
import { tr } from '../i18n/i18nProvider';
import {
  collecting,
  inquiryInSetup,
  needsIntake,
  optionalSetupStep,
  type SetupAction,
  type SetupInquiry,
} from './setupProgress';

export type { SetupInquiry } from './setupProgress';

type Step = { label: string; done: boolean; to?: string };

/**
 * The four setup steps, each ticked from the inquiries as they stand, with where to do the next one (the profile is
 * done in the first-login dialog). The intake and respondents steps are judged on the inquiry being set up.
 */
export function setupSteps(profileDone: boolean, inquiries: SetupInquiry[]): Step[] {
  const current = inquiryInSetup(inquiries);
  const intakeDone = inquiries.length > 0 && (!current || !needsIntake(current));
  return [
    { label: tr('portal.dashboard.stepProfile'), done: profileDone },
    { label: tr('portal.dashboard.stepInquiry'), done: inquiries.length > 0, to: inquiryPaths.create },
    {
      label: tr('portal.dashboard.stepIntake'),
      done: intakeDone,
      to: current && inquiryPaths.intake(current.InquiryTypeId, current.Id),
    },
    {
      label: tr('portal.dashboard.stepRespondents'),
      done: collecting(inquiries),
      to: current && inquiryPaths.manageRespondents(current.Id),
    },
  ];
}

/** Whether a customer admin still sees the checklist: until the first inquiry collects answers. */
export const showsChecklist = (inquiries: SetupInquiry[]) => !collecting(inquiries);

/**
 * A customer admin's first steps, ticked as they are done, with the next one as a button and, once the intake is
 * answered, the optional custom questions and the form's preview beside it.
 */
export const FirstRunChecklist = ({ profileDone, inquiries }: { profileDone: boolean; inquiries: SetupInquiry[] }) => {
  const steps = setupSteps(profileDone, inquiries);
  const next = steps.find((step) => !step.done);
  const current = inquiryInSetup(inquiries);
  const extra: SetupAction[] = [];
  const custom = current && optionalSetupStep(current);
  if (custom) extra.push(custom);
  if (current) extra.push({ label: tr('portal.dashboard.previewForm'), to: previewPagePath(false, current.Id) });
  const path = useAppPath();
  return (
    <Box
      component="section"
      aria-labelledby="first-run-title"
      // Under the empty dashboard's text it is centred below it; above the cards it has a card of its own.
      sx={inquiries.length ? { textAlign: 'left' } : { mt: 3, textAlign: 'left', maxWidth: 480, mx: 'auto' }}
    >
      <Typography id="first-run-title" variant="h6" component="h2">
        {tr('portal.dashboard.setupTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {tr('portal.dashboard.setupIntro')}
      </Typography>
      <List component="ol" dense>
        {steps.map((step) => (
          <ListItem key={step.label} component="li" disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {step.done ? (
                <CheckCircleIcon color="success" titleAccess={tr('portal.dashboard.stepDone')} />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" titleAccess={tr('portal.dashboard.stepToDo')} />
              )}
            </ListItemIcon>
            <ListItemText primary={step.label} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {next?.to && (
          <Button component={Link} to={path(next.to)} variant="contained" size="small">
            {next.label}
          </Button>
        )}
        {extra.map((action) => (
          <Button key={action.to} component={Link} to={path(action.to)} variant="outlined" size="small">
            {action.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
