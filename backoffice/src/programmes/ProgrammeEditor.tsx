import { TextField } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { useInquiryTypeChoices } from '../common/inquiryTypeChoices';
import { isRequired } from '../common/forms';
import { tr } from '../i18n/i18nProvider';
import { AudienceInputs } from './AudienceInputs';
import { IntakeInputs } from './IntakeInputs';
import { PulseInputs } from './PulseInputs';
import { bodyOf, refusalsOfError, type ProgrammeValues } from './programmeForm';
import { CADENCES, saveProgramme } from './programmeMethods';
import { SettingsForm } from './SettingsForm';
import { programmePaths, PROGRAMMES } from './paths';

/**
 * The inquiry type of a programme with rounds, shown but not an input: a disabled input would leave the form without
 * its value (react-hook-form drops disabled fields), and the type stays as stored.
 */
const LockedType = ({ id }: { id: number | '' }) => {
  const { choices } = useInquiryTypeChoices();
  return (
    <TextField
      label={tr('portal.ui.inquiryType')}
      value={choices.find((c) => c.id === id)?.name ?? ''}
      helperText={tr('portal.programmes.typeLocked')}
      disabled
      fullWidth
      margin="dense"
      size="small"
      variant="filled"
    />
  );
};

interface EditorProps {
  /** null: a new programme. */
  id: number | null;
  initial: ProgrammeValues;
  /** Once a round exists the rounds are one series: the inquiry type stays. */
  typeLocked?: boolean;
}

/**
 * The programme's fields, sent whole; the API checks them and names every refused field at once, and each refusal
 * is shown under its field (the ones no field shows go to the toast).
 */
export const ProgrammeEditor = ({ id, initial, typeLocked }: EditorProps) => (
  <SettingsForm
    id={id}
    initial={initial}
    bodyOf={bodyOf}
    save={saveProgramme}
    refusalsOfError={refusalsOfError}
    texts={{
      created: 'portal.programmes.created',
      saved: 'portal.programmes.saved',
      checkFields: 'portal.programmes.checkFields',
    }}
    viewPath={programmePaths.view}
    listPath={PROGRAMMES}
  >
    <TextInput source="Name" label="portal.programmes.name" validate={isRequired} fullWidth />
    {typeLocked ? <LockedType id={initial.InquiryTypeId} /> : <InquiryTypeInput />}
    <PulseInputs />
    <AudienceInputs />
    <SelectInput
      source="Cadence"
      label="portal.programmes.cadenceLabel"
      choices={CADENCES.map((c) => ({ id: c, name: tr(`portal.programmes.cadence.${c}`) }))}
      validate={isRequired}
      fullWidth
    />
    <NumberInput
      source="DaysOpen"
      label="portal.programmes.daysOpen"
      helperText="portal.programmes.daysOpenHelp"
      fullWidth
    />
    <TextInput
      source="StartDate"
      label="portal.programmes.startDate"
      type="date"
      validate={isRequired}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
    <TextInput
      source="StartTime"
      label="portal.programmes.startTime"
      type="time"
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
    <TextInput
      source="TimeZone"
      label="portal.programmes.timeZone"
      helperText="portal.programmes.timeZoneHelp"
      fullWidth
    />
    <IntakeInputs />
  </SettingsForm>
);
