import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '@portal/contracts';

/** A record's date in the interface language's one date format, the same as the survey app's (contracts' formatDate). */
export const LocalDateField = ({ source, emptyText = '' }: FieldProps & { source: string; emptyText?: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const text = formatDate(record?.[source] as string | null | undefined, locale);
  return <span>{text || emptyText}</span>;
};
