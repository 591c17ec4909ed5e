import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import type { PeopleAttributeDto } from '../providers/peopleMethods';
import { tr } from '../i18n/i18nProvider';

export const MAX_GROUP_QUESTIONS = 3;
const MAX_VALUES = 60;

interface Props {
  attributes: PeopleAttributeDto[];
  value: string[];
  onChange: (value: string[]) => void;
  /** The API's refusals, in the interface language. */
  errors?: string[];
}

/**
 * The directory attributes a respondent may declare a value of. An attribute with more than 60 values cannot be
 * offered (the API refuses it), and no fourth one can be ticked.
 */
export const GroupQuestionsInput = ({ attributes, value, onChange, errors = [] }: Props) => {
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((v) => v !== name) : [...value, name]);
  const full = value.length >= MAX_GROUP_QUESTIONS;
  return (
    <FormControl component="fieldset" error={errors.length > 0} sx={{ my: 1 }}>
      <FormLabel component="legend">{tr('portal.openLinks.groupQuestions')}</FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {tr('portal.openLinks.groupHelp')}
      </Typography>
      {attributes.length === 0 ? (
        <Typography variant="body2">{tr('portal.openLinks.groupNone')}</Typography>
      ) : (
        <FormGroup>
          {attributes.map((a) => {
            const tooFine = a.ValueCount > MAX_VALUES;
            const checked = value.includes(a.Name);
            const detail = tooFine
              ? tr('portal.openLinks.groupTooManyValues')
              : tr('portal.openLinks.groupValues', { smart_count: a.ValueCount });
            return (
              <FormControlLabel
                key={a.Name}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && (tooFine || full)}
                    onChange={() => toggle(a.Name)}
                  />
                }
                label={`${a.Name} (${detail})`}
                sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
              />
            );
          })}
        </FormGroup>
      )}
      {full && <FormHelperText>{tr('portal.openLinks.apiLines.atMostThree')}</FormHelperText>}
      {errors.map((line) => (
        <FormHelperText key={line} error role="alert">
          {line}
        </FormHelperText>
      ))}
    </FormControl>
  );
};
