import { Chip, Tooltip } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

/** How a respondent came: an invitation, or the open link (unverified: no name, a self-declared group). */
export const RespondentSource = ({ unverified }: { unverified: boolean }) =>
  unverified ? (
    <Tooltip title={tr('portal.openLinks.unverifiedHelp')}>
      <Chip size="small" variant="outlined" color="warning" label={tr('portal.openLinks.unverified')} tabIndex={0} />
    </Tooltip>
  ) : (
    <span>{tr('portal.openLinks.sourceInvited')}</span>
  );
