import { CheckboxGroupInput, RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import { useTypeQuestions } from './useTypeLibrary';

/** Every question of the inquiry type, or a pulse: the questions chosen here. */
export const PulseInputs = () => {
  const scope = useWatch({ name: 'Scope' }) as string;
  const typeId = useWatch({ name: 'InquiryTypeId' }) as number | '';
  const { data: questions = [], isPending } = useTypeQuestions(typeId);
  return (
    <>
      <RadioButtonGroupInput
        source="Scope"
        label="portal.programmes.questions"
        choices={[
          { id: 'all', name: tr('portal.programmes.questionsAll') },
          { id: 'pulse', name: tr('portal.programmes.questionsPulse') },
        ]}
        helperText={false}
      />
      {scope === 'pulse' &&
        (typeId === '' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {tr('portal.programmes.chooseTypeFirst')}
          </Typography>
        ) : (
          <CheckboxGroupInput
            source="QuestionIds"
            label="portal.programmes.pulseQuestions"
            choices={questions.map((q) => ({ id: q.Id, name: q.Title }))}
            isPending={isPending}
            row={false}
            sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          />
        ))}
    </>
  );
};
