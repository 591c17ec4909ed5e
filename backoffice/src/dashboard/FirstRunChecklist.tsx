import { Link } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { InquiryDto } from '@portal/contracts';
import { useAppPath } from '../common/useAppPath';
import { inquiryPaths } from '../customer-admin/paths';
import { tr } from '../i18n/i18nProvider';

/** Progress an inquiry reaches once its intake questions are answered (InquiryDto.Progress). */
const INTAKE_ANSWERED = 20;

export type SetupInquiry = Pick<InquiryDto, 'Id' | 'InquiryTypeId' | 'Progress' | 'RespondentsAdded'>;

type Step = { label: string; done: boolean; to?: string };

/** The four setup steps, each done or not, with where to do it (the profile is done in the first-login dialog). */
export function setupSteps(profileDone: boolean, inquiries: SetupInquiry[]): Step[] {
  const noIntake = inquiries.find((i) => i.Progress < INTAKE_ANSWERED);
  const noRespondents = inquiries.find((i) => !i.RespondentsAdded);
  return [
    { label: tr('portal.dashboard.stepProfile'), done: profileDone },
    { label: tr('portal.dashboard.stepInquiry'), done: inquiries.length > 0, to: inquiryPaths.create },
    {
      label: tr('portal.dashboard.stepIntake'),
      done: inquiries.length > 0 && !noIntake,
      to: noIntake && inquiryPaths.intake(noIntake.InquiryTypeId, noIntake.Id),
    },
    {
      label: tr('portal.dashboard.stepRespondents'),
      done: inquiries.length > 0 && !noRespondents,
      to: noRespondents && inquiryPaths.manageRespondents(noRespondents.Id),
    },
  ];
}

/** A customer admin's first steps, ticked as they are done, with the next one as a button. */
export const FirstRunChecklist = ({ profileDone, inquiries }: { profileDone: boolean; inquiries: SetupInquiry[] }) => {
  const steps = setupSteps(profileDone, inquiries);
  const next = steps.find((step) => !step.done);
  const path = useAppPath();
  return (
    <Box
      component="section"
      aria-labelledby="first-run-title"
      sx={{ mt: 3, textAlign: 'left', maxWidth: 480, mx: 'auto' }}
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
      {next?.to && (
        <Button component={Link} to={path(next.to)} variant="contained" size="small">
          {next.label}
        </Button>
      )}
    </Box>
  );
};
