import { useState } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKeyDto } from '@portal/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { ChoiceCheckboxes } from './ChoiceCheckboxes';
import { SCOPE_LABEL } from './labels';

/** Name, scopes and an optional expiry date; the created key goes to onCreated (shown once). */
export const CreateApiKeyDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedApiKeyDto) => void;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expires, setExpires] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameError = tried && !name.trim() ? tr('portal.validation.required') : '';
  const scopeError = tried && !scopes.length ? tr('portal.integrations.chooseScope') : '';
  const today = new Date().toISOString().slice(0, 10);
  const expiresError = tried && expires && expires < today ? tr('portal.integrations.expiresFuture') : '';

  const submit = async () => {
    setTried(true);
    if (!name.trim() || !scopes.length || (expires && expires < today)) return;
    setSaving(true);
    try {
      // The chosen day is the last one the key works: it expires at the end of that day (UTC).
      const created = await dataProvider.createApiKey({
        Name: name.trim(),
        Scopes: scopes,
        ExpiresAt: expires ? `${expires}T23:59:59Z` : null,
      });
      onCreated(created);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{tr('portal.integrations.createKey')}</DialogTitle>
      <DialogContent>
        <TextField
          label={tr('portal.integrations.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          fullWidth
          margin="dense"
          error={!!nameError}
          helperText={nameError || tr('portal.integrations.nameHelp')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          autoFocus
        />
        <ChoiceCheckboxes
          legend={tr('portal.integrations.scopes')}
          options={API_KEY_SCOPES}
          chosen={scopes}
          onChange={setScopes}
          labelOf={(scope) => tr(`portal.integrations.${SCOPE_LABEL[scope]}`)}
          error={scopeError}
        />
        <TextField
          type="date"
          label={tr('portal.integrations.expiresAt')}
          value={expires}
          onChange={(event) => setExpires(event.target.value)}
          fullWidth
          margin="normal"
          error={!!expiresError}
          helperText={expiresError || tr('portal.integrations.expiresHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.integrations.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {tr('portal.integrations.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
