import { useState } from 'react';
import { API_KEY_SCOPES, type CreatedApiKeyDto } from '@portal/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, maxLength, required, TextInput, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { ChoiceCheckboxesInput } from './ChoiceCheckboxes';
import { SCOPE_LABEL } from './labels';

const FORM_ID = 'create-api-key';
const today = () => new Date().toISOString().slice(0, 10);

/** Validators carry message keys; react-admin translates them. The expiry may be left empty. */
const nameRules = [
  required('portal.validation.required'),
  // Spaces alone are no name (required() lets them through).
  (value: unknown) => (String(value ?? '').trim() ? undefined : 'portal.validation.required'),
  maxLength(100),
];
const scopeRules = (value: unknown) =>
  Array.isArray(value) && value.length ? undefined : 'portal.integrations.chooseScope';
const expiryRules = (value: unknown) =>
  typeof value === 'string' && value && value < today() ? 'portal.integrations.expiresFuture' : undefined;

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
  const [saving, setSaving] = useState(false);

  const submit = async (values: FieldValues) => {
    const expires = typeof values.ExpiresAt === 'string' ? values.ExpiresAt : '';
    setSaving(true);
    try {
      // The chosen day is the last one the key works: it expires at the end of that day (UTC).
      const created = await dataProvider.createApiKey({
        Name: String(values.Name ?? '').trim(),
        Scopes: values.Scopes,
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
        <Form id={FORM_ID} record={{ Name: '', Scopes: [], ExpiresAt: '' }} onSubmit={submit} noValidate>
          <TextInput
            source="Name"
            label={tr('portal.integrations.name')}
            validate={nameRules}
            fullWidth
            variant="outlined"
            margin="dense"
            size="medium"
            helperText={tr('portal.integrations.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            autoFocus
          />
          <ChoiceCheckboxesInput
            source="Scopes"
            validate={scopeRules}
            legend={tr('portal.integrations.scopes')}
            options={API_KEY_SCOPES}
            labelOf={(scope) => tr(`portal.integrations.${SCOPE_LABEL[scope]}`)}
          />
          <TextInput
            source="ExpiresAt"
            type="date"
            label={tr('portal.integrations.expiresAt')}
            validate={expiryRules}
            fullWidth
            variant="outlined"
            margin="normal"
            size="medium"
            helperText={tr('portal.integrations.expiresHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
          />
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.integrations.cancel')}</Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={saving}>
          {tr('portal.integrations.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
