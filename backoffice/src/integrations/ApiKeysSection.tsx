import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  formatDateTime,
  type ApiKeyItemDto,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '@portal/contracts';
import { Confirm, useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { KEY_STATUS_LABEL, SCOPE_LABEL } from './labels';
import { RecordRow, Section } from './Section';
import { SecretOnceDialog } from './SecretOnceDialog';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;

/** The organisation's API keys: create (the key shown once), list with last use, revoke after a confirmation. */
export const ApiKeysSection = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [locale] = useLocaleState();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyItemDto | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useQuery({ queryKey: ['integrations', 'api-keys'], queryFn: () => dataProvider.getApiKeys(1, -1) });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['integrations', 'api-keys'] });

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await dataProvider.revokeApiKey(revoking.Id);
      toast.success(tr('portal.integrations.keyRevoked'));
      await reload();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <Section
      title={tr('portal.integrations.apiKeys')}
      help={tr('portal.integrations.apiKeysHelp')}
      action={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {tr('portal.integrations.createKey')}
        </Button>
      }
    >
      {keys.isError && <Typography color="error">{errorText(keys.error)}</Typography>}
      {keys.data && !keys.data.data.length && (
        <Typography color="text.secondary">{tr('portal.integrations.noKeys')}</Typography>
      )}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {keys.data?.data.map((key) => {
          const status = key.Status as keyof typeof KEY_STATUS_LABEL;
          return (
            <RecordRow
              key={key.Id}
              title={
                <>
                  <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {key.Name}
                  </Typography>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[status]}
                    variant="outlined"
                    label={tr(`portal.integrations.${KEY_STATUS_LABEL[status]}`)}
                  />
                  {key.Scopes.map((scope) => (
                    <Chip
                      key={scope}
                      size="small"
                      label={scope}
                      title={tr(`portal.integrations.${SCOPE_LABEL[scope as ApiKeyScope]}`)}
                    />
                  ))}
                </>
              }
              facts={
                <>
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {key.Prefix}…
                  </Box>
                  <span>{tr('portal.integrations.createdOn', { date: formatDate(key.CreatedAt, locale) })}</span>
                  <span>
                    {tr('portal.integrations.expiresOn', {
                      date: key.ExpiresAt ? formatDate(key.ExpiresAt, locale) : tr('portal.integrations.never'),
                    })}
                  </span>
                  <span>
                    {key.LastUsedAt
                      ? tr('portal.integrations.lastUsed', { time: formatDateTime(key.LastUsedAt, locale) })
                      : tr('portal.integrations.neverUsed')}
                  </span>
                </>
              }
              actions={
                status !== 'revoked' && (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<BlockIcon />}
                    aria-label={tr('portal.integrations.revokeNamed', { name: key.Name })}
                    onClick={() => setRevoking(key)}
                  >
                    {tr('portal.integrations.revoke')}
                  </Button>
                )
              }
            />
          );
        })}
      </Box>
      {creating && (
        <CreateApiKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
            void reload();
          }}
        />
      )}
      {created && (
        <SecretOnceDialog
          title={tr('portal.integrations.keyTitle')}
          help={tr('portal.integrations.keyOnce')}
          secret={created.Key}
          onClose={() => setCreated(null)}
        />
      )}
      <Confirm
        isOpen={!!revoking}
        loading={busy}
        title={tr('portal.integrations.revokeTitle')}
        content={tr('portal.integrations.revokeBody', { name: revoking?.Name ?? '' })}
        confirm={tr('portal.integrations.revoke')}
        cancel={tr('portal.integrations.cancel')}
        confirmColor="warning"
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Section>
  );
};
