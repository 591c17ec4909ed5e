import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type CreatedWebhookDto, type WebhookItemDto } from '@portal/contracts';
import { Confirm, useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { EVENT_LABEL } from './labels';
import { RecordRow, Section } from './Section';
import { SecretOnceDialog } from './SecretOnceDialog';

/** The organisation's webhook endpoints: add (the signing secret shown once), delivery log, test delivery, delete. */
export const WebhooksSection = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [locale] = useLocaleState();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null);
  const [viewing, setViewing] = useState<WebhookItemDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookItemDto | null>(null);
  const [busy, setBusy] = useState(false);
  const hooks = useQuery({ queryKey: ['integrations', 'webhooks'], queryFn: () => dataProvider.getWebhooks(1, -1) });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['integrations', 'webhooks'] });

  const test = async (hook: WebhookItemDto) => {
    try {
      await dataProvider.testWebhook(hook.Id);
      toast.success(tr('portal.integrations.testQueued'));
      await queryClient.invalidateQueries({ queryKey: ['integrations', 'deliveries', hook.Id] });
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.deleteWebhook(deleting.Id);
      toast.success(tr('portal.integrations.webhookDeleted'));
      await reload();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Section
      title={tr('portal.integrations.webhooks')}
      help={tr('portal.integrations.webhooksHelp')}
      action={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {tr('portal.integrations.addWebhook')}
        </Button>
      }
    >
      {hooks.isError && <Typography color="error">{errorText(hooks.error)}</Typography>}
      {hooks.data && !hooks.data.data.length && (
        <Typography color="text.secondary">{tr('portal.integrations.noWebhooks')}</Typography>
      )}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {hooks.data?.data.map((hook) => (
          <RecordRow
            key={hook.Id}
            title={
              <Typography component="span" sx={{ fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {hook.Url}
              </Typography>
            }
            facts={
              <>
                {hook.Events.map((event) => (
                  <Chip
                    key={event}
                    size="small"
                    label={event}
                    title={tr(`portal.integrations.${EVENT_LABEL[event as keyof typeof EVENT_LABEL]}`)}
                  />
                ))}
                <span>{tr('portal.integrations.createdOn', { date: formatDate(hook.CreatedAt, locale) })}</span>
              </>
            }
            actions={
              <>
                <Button size="small" startIcon={<ListAltIcon />} onClick={() => setViewing(hook)}>
                  {tr('portal.integrations.deliveries')}
                </Button>
                <Button size="small" startIcon={<SendIcon />} onClick={() => void test(hook)}>
                  {tr('portal.integrations.test')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  aria-label={tr('portal.integrations.deleteNamed', { url: hook.Url })}
                  onClick={() => setDeleting(hook)}
                >
                  {tr('portal.integrations.delete')}
                </Button>
              </>
            }
          />
        ))}
      </Box>
      {adding && (
        <CreateWebhookDialog
          onClose={() => setAdding(false)}
          onCreated={(result) => {
            setAdding(false);
            setCreated(result);
            void reload();
          }}
        />
      )}
      {created && (
        <SecretOnceDialog
          title={tr('portal.integrations.secretTitle')}
          help={tr('portal.integrations.secretOnce')}
          secret={created.Secret}
          onClose={() => setCreated(null)}
        />
      )}
      {viewing && <DeliveryLogDialog webhook={viewing} onClose={() => setViewing(null)} />}
      <Confirm
        isOpen={!!deleting}
        loading={busy}
        title={tr('portal.integrations.deleteTitle')}
        content={tr('portal.integrations.deleteBody', { url: deleting?.Url ?? '' })}
        confirm={tr('portal.integrations.delete')}
        cancel={tr('portal.integrations.cancel')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
};
