import { useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, TextInput, type Validator } from 'react-admin';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';
import { INTAKE_TYPES } from '@portal/contracts';
import { choices } from '../questions/questionRules';

const maxLengthRule: Validator = (value, all) => {
  if (all.Type !== 'Textbox') return undefined;
  const missing = isRequired(value, all);
  if (missing) return missing;
  return /^\d+$/.test(String(value)) ? undefined : 'portal.validation.number';
};

/** Title, Type, Description required; MaxLength numeric for Textbox only (platform-administration.md §5). */
export const IntakeInputs = () => {
  const type = useWatch({ name: 'Type' });
  return (
    <>
      <TextInput
        source="Title"
        label="portal.ui.questionTitle"
        validate={[isRequired, max200]}
        slotProps={TEXT_LIMIT}
        fullWidth
      />
      <SelectInput
        source="Type"
        label="portal.ui.questionType"
        choices={choices(INTAKE_TYPES)}
        validate={isRequired}
        fullWidth
      />
      <TextInput
        source="Description"
        multiline
        minRows={2}
        validate={[isRequired, max200]}
        slotProps={TEXT_LIMIT}
        fullWidth
      />
      {type === 'Textbox' && (
        <NumberInput
          source="MaxLength"
          label="portal.ui.maxLength"
          validate={maxLengthRule}
          min={1}
          step={1}
          fullWidth
        />
      )}
    </>
  );
};
