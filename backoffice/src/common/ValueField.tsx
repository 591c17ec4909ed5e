import { useRecordContext, type FieldProps } from 'react-admin';
import { tr } from '../i18n/i18nProvider';
import { valueKey } from './valueKey';

/**
 * A field holding one of the portal's fixed values (question type, area, status): shown in the interface language
 * from its key portal.values.<value>.
 */
export const ValueField = ({ source, emptyText = '' }: FieldProps & { source: string; emptyText?: string }) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return <span>{emptyText}</span>;
  return <span>{tr(valueKey(String(value)), { _: String(value) })}</span>;
};
