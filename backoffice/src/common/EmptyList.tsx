import { Typography } from '@mui/material';
import { EMPTY_LIST } from './texts';

export const EmptyList = ({ text = EMPTY_LIST }: { text?: string }) => (
  <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{text}</Typography>
);
