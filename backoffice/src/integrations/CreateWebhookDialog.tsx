import { useState } from 'react';
import { WEBHOOK_EVENTS, type CreatedWebhookDto } from '@portal/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, HttpError, maxLength, required, TextInput, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { ChoiceCheckboxesInput } from './ChoiceCheckboxes';
import { EVENT_LABEL } from './labels';

const FORM_ID = 'create-webhook';

/** Validators carry message keys; react-admin translates them. */
const urlRules = [
  required('portal.validation.required'),
  (value: unknown) => {
    const url = String(value ?? '').trim();
    if (!url) return 'portal.validation.required';
    return /^https?:\/\/\S+$/i.test(url) ? undefined : 'portal.integrations.urlHelp';
  },
  maxLength(500),
];
const eventRules = (value: unknown) =>
  Array.isArray(value) && value.length ? undefined : 'portal.integrations.chooseEvent';

/** An https address and its events; the server checks the address (public, https) and answers the signing secret once. */
export const CreateWebhookDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedWebhookDto) => void;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (values: FieldValues) => {
    setSaving(true);
    try {
      onCreated(await dataProvider.createWebhook({ Url: String(values.Url ?? '').trim(), Events: values.Events }));
    } catch (error) {
      // The address's own problem (not https, private, does not resolve) goes under the field: react-admin sets the
      // errors onSubmit answers on the form.
      const lines: unknown =
        error instanceof HttpError ? (error.body as { errorMessage?: unknown } | undefined)?.errorMessage : undefined;
      const urlLine = Array.isArray(lines)
        ? lines.find((line): line is string => typeof line === 'string' && line.startsWith('Url: '))
        : undefined;
      if (urlLine) return { Url: urlLine.slice('Url: '.length) };
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{tr('portal.integrations.addWebhook')}</DialogTitle>
      <DialogContent>
        <Form id={FORM_ID} record={{ Url: '', Events: [] }} onSubmit={submit} noValidate>
          <TextInput
            source="Url"
            label={tr('portal.integrations.url')}
            validate={urlRules}
            fullWidth
            variant="outlined"
            margin="dense"
            size="medium"
            type="url"
            placeholder="https://hr.example.com/portal-events"
            helperText={tr('portal.integrations.urlHelp')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            autoFocus
          />
          <ChoiceCheckboxesInput
            source="Events"
            validate={eventRules}
            legend={tr('portal.integrations.events')}
            options={WEBHOOK_EVENTS}
            labelOf={(event) => tr(`portal.integrations.${EVENT_LABEL[event]}`)}
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
