import { Chip, Tooltip } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import type { LifecycleDto } from './lifecycleMethods';

/** Inviting, or not (the last look was refused: LastError says why), in words and not colour alone. */
export const LifecycleState = ({ survey }: { survey: LifecycleDto }) => {
  const failing = !!survey.LastError;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={failing ? 'error' : 'success'}
      label={tr(failing ? 'portal.lifecycle.stateFailing' : 'portal.lifecycle.stateActive')}
    />
  );
  return failing ? <Tooltip title={survey.LastError}>{chip}</Tooltip> : chip;
};

export const triggerText = (trigger: LifecycleDto['Trigger']) => tr(`portal.lifecycle.triggers.${trigger}`);

export const daysAfterText = (survey: Pick<LifecycleDto, 'Trigger' | 'DaysAfter'>) =>
  tr(`portal.lifecycle.daysAfterOf.${survey.Trigger}`, { smart_count: survey.DaysAfter });
