import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { FormHelperText, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import { useTypeIntake } from './useTypeLibrary';
import { intakeKey } from './programmeForm';

/** The type's intake questions, answered once here and given to every inquiry made from it (`help` says which). */
export const IntakeInputs = ({ help }: { help?: string }) => {
  const typeId = useWatch({ name: 'InquiryTypeId' }) as number | '';
  const { data: questions = [] } = useTypeIntake(typeId);
  const { errors } = useFormState({ name: 'Intake' });
  const refused = errors.Intake?.message;
  if (!questions.length) return null;
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {tr('portal.programmes.intake')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help ?? tr('portal.programmes.intakeHelp')}
      </Typography>
      {typeof refused === 'string' && (
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {refused}
        </FormHelperText>
      )}
      {questions.map((q) =>
        q.Type === 'Checkbox' ? (
          <RadioButtonGroupInput
            key={q.Id}
            source={`Intake.${intakeKey(q.Id)}`}
            label={q.Title}
            choices={[
              { id: 'yes', name: tr('portal.programmes.yes') },
              { id: 'no', name: tr('portal.programmes.no') },
            ]}
            helperText={q.Description || false}
          />
        ) : (
          <TextInput
            key={q.Id}
            source={`Intake.${intakeKey(q.Id)}`}
            label={q.Title}
            helperText={q.Description || false}
            slotProps={{ htmlInput: { maxLength: q.MaxLength || 200 } }}
            fullWidth
          />
        ),
      )}
    </>
  );
};
