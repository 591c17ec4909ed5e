import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput, type DateInputProps } from 'react-admin';
import { tr } from '../i18n/i18nProvider';

/** A reversed range matches nothing (and the API refuses it): the To field says so and the filters wait. */
export function toBeforeFrom(to: unknown, values: { from?: unknown }): string | undefined {
  const from = values?.from;
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return undefined;
  // Both are YYYY-MM-DD, which compare as text; To includes its whole day.
  return to < from ? tr('portal.messages.toBeforeFrom') : undefined;
}

/** The To date of the audit filters; a change of From checks it again. */
export const AuditToDateInput = (props: DateInputProps) => {
  const { trigger } = useFormContext();
  const from = useWatch({ name: 'from' });
  useEffect(() => {
    void trigger('to');
  }, [from, trigger]);
  // react-admin's filter form hides every helper text; this one is the only word on why nothing is filtered.
  return (
    <DateInput
      {...props}
      validate={toBeforeFrom}
      sx={{ '& .MuiFormHelperText-root.Mui-error': { display: 'block' }, ...props.sx }}
    />
  );
};
