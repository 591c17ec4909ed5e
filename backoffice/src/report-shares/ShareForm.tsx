import { useState, type FormEvent } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { fieldRefusals } from './fieldRefusals';
import type { NewReportShare, ShareScope } from './shareMethods';

const FIELDS = ['Email', 'ManagerEmail'];

/**
 * Shares the results with a user of the organisation: one manager's team or the whole organisation. The API checks the
 * addresses (a user of the organisation, a manager people in the inquiry report to); its refusals show on the fields.
 */
export const ShareForm = ({
  managers,
  busy,
  onShare,
}: {
  /** Addresses of the directory's managers, offered for a Team share (any address may be typed). */
  managers: string[];
  busy: boolean;
  onShare: (share: NewReportShare) => Promise<unknown>;
}) => {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<ShareScope>('Team');
  const [manager, setManager] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const share: NewReportShare = { Email: email.trim(), Scope: scope };
    if (scope === 'Team') share.ManagerEmail = manager.trim();
    try {
      await onShare(share);
      setEmail('');
      setManager('');
    } catch (error) {
      const { byField, rest } = fieldRefusals(error, FIELDS);
      setErrors(byField);
      if (rest.length || !Object.keys(byField).length) toast.error(errorText(error));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="share-form-title">
      <Typography id="share-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {tr('portal.managers.shareWith')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        <TextField
          type="email"
          required
          label={tr('portal.managers.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errors.Email)}
          helperText={errors.Email ?? tr('portal.managers.emailHelp')}
          fullWidth
        />
        <FormControl>
          <FormLabel id="share-scope">{tr('portal.managers.scope')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="share-scope"
            value={scope}
            onChange={(e) => setScope(e.target.value as ShareScope)}
          >
            <FormControlLabel value="Team" control={<Radio />} label={tr('portal.managers.scopeTeam')} />
            <FormControlLabel
              value="Organisation"
              control={<Radio />}
              label={tr('portal.managers.scopeOrganisation')}
            />
          </RadioGroup>
        </FormControl>
        {scope === 'Team' && (
          <Autocomplete
            freeSolo
            options={managers}
            inputValue={manager}
            onInputChange={(_, value) => setManager(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                type="email"
                required
                label={tr('portal.managers.managerEmail')}
                error={Boolean(errors.ManagerEmail)}
                helperText={errors.ManagerEmail ?? tr('portal.managers.managerEmailHelp')}
              />
            )}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {tr('portal.managers.shareButton')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
};
