import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues, type Validate } from 'react-hook-form';
import { TextField } from './text-field';

type Props<T extends FieldValues> = Omit<
  ComponentProps<typeof TextField>,
  'value' | 'onChange' | 'error' | 'name' | 'ref'
> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** Answers the field's message, or undefined when the value is fine. */
  validate?: Validate<string, T>;
};

/**
 * A TextField bound to a react-hook-form field: its rule runs on submit (and again on change once
 * refused), and a refused submit focuses the first field in error.
 */
export function FormTextField<T extends FieldValues>({ control, name, validate, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control, name, rules: validate ? { validate } : undefined });
  // Spread rather than read one by one: the hooks lint takes `field.ref` for a ref read during render.
  const { disabled: _disabled, ...bound } = field;
  return <TextField {...props} {...bound} error={fieldState.error?.message} />;
}
