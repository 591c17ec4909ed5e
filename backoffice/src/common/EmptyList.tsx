import { Typography } from '@mui/material';
import { EMPTY_LIST } from './texts';
import { tx } from '../i18n/i18nProvider';

export const EmptyList = ({ text = EMPTY_LIST }: { text?: string }) => (
  <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{tx(text)}</Typography>
);
