import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

interface Props<T extends string> {
  legend: string;
  options: readonly T[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
  /** The option as people read it; its wire name is shown beside it. */
  labelOf: (option: T) => string;
  error?: string;
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
