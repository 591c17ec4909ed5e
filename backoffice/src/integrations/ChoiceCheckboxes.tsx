import type { ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'react-admin';

interface Props<T extends string> {
  legend: string;
  options: readonly T[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
  /** The option as people read it; its wire name is shown beside it. */
  labelOf: (option: T) => string;
  error?: ReactNode;
}

/** A required set of checkboxes (API key scopes, webhook events), each labelled with its wire name too. */
export function ChoiceCheckboxes<T extends string>({ legend, options, chosen, onChange, labelOf, error }: Props<T>) {
  const toggle = (option: T) =>
    onChange(chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option]);
  return (
    <FormControl component="fieldset" error={!!error} required sx={{ mt: 2 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={chosen.includes(option)} onChange={() => toggle(option)} />}
            label={`${labelOf(option)} (${option})`}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The same checkboxes as a react-admin input: the chosen options are the form's value at source. */
export function ChoiceCheckboxesInput<T extends string>({
  source,
  validate,
  ...rest
}: Omit<Props<T>, 'chosen' | 'onChange' | 'error'> & { source: string; validate?: Validator }) {
  const { field, fieldState } = useInput({ source, validate });
  return (
    <ChoiceCheckboxes
      {...rest}
      chosen={(field.value as T[] | null) ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
    />
  );
}
