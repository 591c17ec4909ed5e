import { Box, Button, IconButton, TextField, Typography, FormHelperText } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useInput, ValidationError, type Validator } from 'react-admin';
import { MAX_OPTIONS } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';

interface OptionsEditorProps {
  source: string;
  label: string;
  validate?: Validator;
  disabled?: boolean;
  /** Rating options are digits; the keyboard hint only, the rules are in validate. */
  numeric?: boolean;
}

/**
 * The options of a rating or checkbox question: at most 6, the add button disabled while the
 * last option is empty or at 6 (with its message), a remove per option and Remove All.
 */
export const OptionsEditor = ({ source, label, validate, disabled, numeric }: OptionsEditorProps) => {
  const { field, fieldState, formState } = useInput({ source, validate, defaultValue: [] });
  const options: string[] = Array.isArray(field.value) ? field.value.map((o: unknown) => String(o ?? '')) : [];
  const set = (next: string[]) => field.onChange(next);
  const full = options.length >= MAX_OPTIONS;
  const lastEmpty = options.length > 0 && options[options.length - 1].trim() === '';
  const showError = fieldState.invalid && (formState.isSubmitted || fieldState.isTouched);

  return (
    <Box sx={{ width: '100%', maxWidth: 520, mb: 2 }} role="group" aria-label={label}>
      {/* The group's visible name, not a heading: it would skip levels under the page's h1 (subtitle2 maps to h6). */}
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {options.map((option, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <TextField
            size="small"
            label={tr('portal.ui.optionN', { n: index + 1 })}
            value={option}
            disabled={disabled}
            onChange={(event) => set(options.map((o, i) => (i === index ? event.target.value : o)))}
            onBlur={field.onBlur}
            slotProps={{ htmlInput: { maxLength: 200, inputMode: numeric ? 'numeric' : undefined } }}
            fullWidth
          />
          {!disabled && (
            <IconButton
              aria-label={tr('portal.ui.removeOptionN', { n: index + 1 })}
              onClick={() => set(options.filter((_, i) => i !== index))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" size="small" disabled={full || lastEmpty} onClick={() => set([...options, ''])}>
            {tr('portal.ui.addOption')}
          </Button>
          <Button size="small" color="error" disabled={options.length === 0} onClick={() => set([])}>
            {tr('portal.ui.removeAll')}
          </Button>
        </Box>
      )}
      {full && !disabled && <FormHelperText>{tr('portal.common.tooManyOptions')}</FormHelperText>}
      {showError && fieldState.error?.message && (
        <FormHelperText error>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
};
