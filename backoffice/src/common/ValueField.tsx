import { useRecordContext, type FieldProps } from 'react-admin';
import { tx } from '../i18n/i18nProvider';

/** A field holding one of the portal's fixed values (question type, area, status): shown in the interface language. */
export const ValueField = ({ source, emptyText = '' }: FieldProps & { source: string; emptyText?: string }) => {
  const record = useRecordContext();
  const value = record?.[source];
  return <span>{value === null || value === undefined || value === '' ? emptyText : tx(String(value))}</span>;
};
