import { Tooltip } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { CELL_LENGTH } from './texts';

export function truncate(text: string, length: number = CELL_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A text cut at `length` characters with an ellipsis; the full text shows on hover. */
export const TruncatedText = ({ text, length = CELL_LENGTH }: { text: unknown; length?: number }) => {
  const value = text === null || text === undefined ? '' : String(text);
  if (value.length <= length) return <span>{value}</span>;
  return (
    <Tooltip title={value}>
      <span title={value}>{truncate(value, length)}</span>
    </Tooltip>
  );
};

interface TruncatedFieldProps extends FieldProps {
  source: string;
  length?: number;
  /** Shown instead of an empty value (for example a dash). */
  emptyText?: string;
}

export const TruncatedField = ({ source, length, emptyText = '' }: TruncatedFieldProps) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return <span>{emptyText}</span>;
  return <TruncatedText text={value} length={length} />;
};
