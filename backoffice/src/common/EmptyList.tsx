import { Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

export const EmptyList = () => (
  <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{tr('portal.common.noRecords')}</Typography>
);
