import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@mui/material';
import { NumberInput, SelectInput, TextInput, type Validator } from 'react-admin';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';
import { OptionsEditor } from './OptionsEditor';
import { MAX_TEXTBOX_LENGTH, QUESTION_AREAS, typeLockedByArea, VALIDATION_REGEX_CHOICES } from '@portal/contracts';
import { choices, validateOptions } from './questionRules';
import { tr } from '../i18n/i18nProvider';

const optionsValidator = (type: string) => (value: unknown, all: Record<string, unknown>) =>
  all.Type === type ? validateOptions(type, value) : undefined;
const whenTextbox =
  (validator: Validator): Validator =>
  (value, all, props) =>
    all.Type === 'Textbox' ? validator(value, all, props) : undefined;
const requiredWhenTextbox = whenTextbox(isRequired);
const numberWhenTextbox = whenTextbox((v: unknown) =>
  v === '' || v === null || v === undefined || /^\d+$/.test(String(v)) ? undefined : 'This field only contain number',
);
const capWhenTextbox = whenTextbox((v: unknown) =>
  Number(v) > MAX_TEXTBOX_LENGTH ? tr('portal.ui.maxLengthAtMost', { max: MAX_TEXTBOX_LENGTH }) : undefined,
);

const LOCKED = { '& .MuiInputBase-root': { bgcolor: 'action.disabledBackground', color: 'text.disabled' } };

interface QuestionFieldsProps {
  types: readonly string[];
  /** The review screen locks the area instead when the type is not Rating. */
  review?: boolean;
  readOnly?: boolean;
  /** False for custom questions: their Rating is always asked on the 1-5 scale with Don't know, so no options. */
  ratingOptions?: boolean;
}

/**
 * Area, title, type, description and the type's own fields. Choosing an area other than Other
 * forces Rating and locks the type; changing the type clears both option lists.
 */
export const QuestionFields = ({
  types,
  review = false,
  readOnly = false,
  ratingOptions = true,
}: QuestionFieldsProps) => {
  const { setValue } = useFormContext();
  const area = useWatch({ name: 'Area' });
  const type = useWatch({ name: 'Type' });
  // The review screen changes the area and the status only; everything else is the author's.
  const locked = readOnly || review;
  const typeLocked = locked || typeLockedByArea(area);
  const areaLocked = readOnly || (review && type !== 'Rating');

  const changeType = (next: unknown) => {
    if (next === type) return;
    setValue('RadioButtonOptions', [], { shouldDirty: true });
    setValue('CheckBoxOptions', [], { shouldDirty: true });
  };
  const changeArea = (next: unknown) => {
    if (typeLockedByArea(next) && type !== 'Rating') {
      changeType('Rating');
      setValue('Type', 'Rating', { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <>
      {review && type && type !== 'Rating' && (
        <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
          Note: Can not change the area due to the {type} question type
        </Alert>
      )}
      <SelectInput
        source="Area"
        label="portal.ui.area"
        choices={choices(QUESTION_AREAS)}
        validate={isRequired}
        // readOnly, not disabled: a disabled field is left out of the submitted values.
        readOnly={areaLocked}
        sx={areaLocked ? LOCKED : undefined}
        onChange={(event) => changeArea(event?.target?.value)}
        fullWidth
      />
      <TextInput
        source="Title"
        label="portal.ui.questionTitle"
        validate={[isRequired, max200]}
        slotProps={TEXT_LIMIT}
        disabled={locked}
        fullWidth
      />
      <SelectInput
        source="Type"
        label="portal.ui.questionType"
        choices={choices(types)}
        validate={isRequired}
        readOnly={typeLocked}
        sx={typeLocked ? LOCKED : undefined}
        onChange={(event) => changeType(event?.target?.value)}
        fullWidth
      />
      <TextInput
        source="Description"
        label="portal.ui.description"
        multiline
        minRows={2}
        validate={[isRequired, max200]}
        slotProps={TEXT_LIMIT}
        disabled={locked}
        fullWidth
      />
      {type === 'Textbox' && (
        <>
          <NumberInput
            source="MaxLength"
            label="portal.ui.maxLength"
            validate={[requiredWhenTextbox, numberWhenTextbox, capWhenTextbox]}
            disabled={locked}
            min={1}
            step={1}
            fullWidth
          />
          <SelectInput
            source="ValidationRegex"
            label="portal.ui.validation"
            choices={choices(VALIDATION_REGEX_CHOICES)}
            validate={requiredWhenTextbox}
            disabled={locked}
            fullWidth
          />
        </>
      )}
      {type === 'Rating' && !ratingOptions && (
        <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
          {tr('portal.ui.ratingScaleNote')}
        </Alert>
      )}
      {type === 'Rating' && ratingOptions && (
        <OptionsEditor
          source="RadioButtonOptions"
          label={tr('portal.ui.ratingOptions')}
          validate={optionsValidator('Rating')}
          disabled={locked}
          numeric
        />
      )}
      {type === 'Checkbox' && (
        <OptionsEditor
          source="CheckBoxOptions"
          label={tr('portal.ui.checkboxOptions')}
          validate={optionsValidator('Checkbox')}
          disabled={locked}
        />
      )}
    </>
  );
};
