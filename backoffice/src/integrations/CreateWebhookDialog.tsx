import { useState } from 'react';
import { WEBHOOK_EVENTS, type CreatedWebhookDto, type WebhookEvent } from '@portal/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { HttpError, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { ChoiceCheckboxes } from './ChoiceCheckboxes';
import { EVENT_LABEL } from './labels';

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
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const urlError =
    tried && !url.trim()
      ? tr('portal.validation.required')
      : tried && !/^https?:\/\/\S+$/i.test(url.trim())
        ? tr('portal.integrations.urlHelp')
        : serverError;
  const eventError = tried && !events.length ? tr('portal.integrations.chooseEvent') : '';

  const submit = async () => {
    setTried(true);
    setServerError('');
    if (!url.trim() || !/^https?:\/\/\S+$/i.test(url.trim()) || !events.length) return;
    setSaving(true);
    try {
      onCreated(await dataProvider.createWebhook({ Url: url.trim(), Events: events }));
    } catch (error) {
      // The address's own problem (not https, private, does not resolve) goes under the field.
      const lines: unknown =
        error instanceof HttpError ? (error.body as { errorMessage?: unknown } | undefined)?.errorMessage : undefined;
      const urlLine = Array.isArray(lines)
        ? lines.find((line): line is string => typeof line === 'string' && line.startsWith('Url: '))
        : undefined;
      if (urlLine) setServerError(urlLine.slice('Url: '.length));
      else toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{tr('portal.integrations.addWebhook')}</DialogTitle>
      <DialogContent>
        <TextField
          label={tr('portal.integrations.url')}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setServerError('');
          }}
          required
          fullWidth
          margin="dense"
          type="url"
          placeholder="https://hr.example.com/portal-events"
          error={!!urlError}
          helperText={urlError || tr('portal.integrations.urlHelp')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          autoFocus
        />
        <ChoiceCheckboxes
          legend={tr('portal.integrations.events')}
          options={WEBHOOK_EVENTS}
          chosen={events}
          onChange={setEvents}
          labelOf={(event) => tr(`portal.integrations.${EVENT_LABEL[event]}`)}
          error={eventError}
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
