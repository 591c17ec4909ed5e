import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { SsoConnectionTestDto, SsoSettingsDto, UpdateSsoSettingsDto } from '@portal/contracts';
import { BooleanInput, Form as RaForm, RadioButtonGroupInput, TextInput, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { SamlSettingsSection } from './SamlSettingsSection';
import { Section } from './Section';
import { ProblemsAlert, ReadOnlyField } from './SettingsFields';
import { SsoDomainsList } from './SsoDomainsList';

type Form = Omit<UpdateSsoSettingsDto, 'AllowedDomains' | 'ClientSecret' | 'Protocol'> & {
  Protocol: SsoSettingsDto['Protocol'];
  Domains: string;
  ClientSecret: string;
};

/** The protocols' own names, the same in every language. */
const PROTOCOLS = [
  { id: 'oidc', name: 'OpenID Connect' },
  { id: 'saml', name: 'SAML 2.0' },
] satisfies { id: SsoSettingsDto['Protocol']; name: string }[];
const ACCOUNT_CREATION = [
  { id: 'invitation', name: 'portal.sso.creationInvitation' },
  { id: 'domain', name: 'portal.sso.creationDomain' },
] satisfies { id: SsoSettingsDto['AccountCreation']; name: string }[];

/** Text inputs keep what is typed: an emptied field is sent as '' (react-admin would send null). */
const TEXT = { variant: 'outlined', size: 'small', margin: 'none', parse: (typed: string) => typed } as const;

const toForm = (s: SsoSettingsDto): Form => ({
  Enabled: s.Enabled,
  Protocol: s.Protocol,
  IssuerUrl: s.IssuerUrl,
  ClientId: s.ClientId,
  ClientSecret: '',
  Domains: s.AllowedDomains.join('\n'),
  RequireSso: s.RequireSso,
  AccountCreation: s.AccountCreation,
});

/** "a.com, b.com\nc.com" → ['a.com', 'b.com', 'c.com']; the API checks each one. */
export const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * An organisation's single sign-on settings: the customer admin's own (Integrations page), or any
 * organisation's for the super admin (customerId, on the customer's edit page). The protocol chosen
 * decides what follows: the OpenID Connect client (the client secret is write-only: the API only
 * says whether one is stored), or the SAML identity provider's section below this one.
 */
export const SsoSettingsSection = ({ customerId }: { customerId?: number }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = ['sso-settings', customerId ?? 'own'];
  const settings = useQuery({ queryKey, queryFn: () => dataProvider.getSsoSettings(customerId) });
  const store = (saved: SsoSettingsDto) => queryClient.setQueryData(queryKey, saved);
  const [problems, setProblems] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<SsoConnectionTestDto | null>(null);
  // The protocol chosen decides what the page shows, the SAML section outside this form included; it follows the
  // stored settings whenever they change (react.dev "you might not need an effect").
  const [protocol, setProtocol] = useState<SsoSettingsDto['Protocol'] | undefined>(undefined);
  const [protocolOf, setProtocolOf] = useState<SsoSettingsDto | undefined>(undefined);
  if (settings.data && settings.data !== protocolOf) {
    setProtocolOf(settings.data);
    setProtocol(settings.data.Protocol);
  }

  const save = async (values: FieldValues) => {
    const { Domains, ClientSecret, ...rest } = values as Form;
    setBusy(true);
    setProblems(null);
    try {
      store(
        await dataProvider.saveSsoSettings(
          { ...rest, AllowedDomains: splitDomains(Domains ?? ''), ...(ClientSecret ? { ClientSecret } : {}) },
          customerId,
        ),
      );
      toast.success(tr('portal.sso.saved'));
    } catch (error) {
      setProblems(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const runTest = async () => {
    setBusy(true);
    setTest(null);
    try {
      setTest(await dataProvider.testSsoConnection(customerId));
    } catch (error) {
      setTest({ Ok: false, Message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const oidc = protocol !== 'saml';
  return (
    <>
      <Section title={tr('portal.sso.title')} help={tr(oidc ? 'portal.sso.help' : 'portal.sso.helpSaml')}>
        {settings.isError && <Typography color="error">{errorText(settings.error)}</Typography>}
        {settings.data && (
          <RaForm record={toForm(settings.data)} onSubmit={save} disableInvalidFormNotification noValidate>
            <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
              <BooleanInput source="Enabled" label="portal.sso.enabled" helperText={false} />
              <RadioButtonGroupInput
                source="Protocol"
                label="portal.sso.protocol"
                choices={PROTOCOLS}
                translateChoice={false}
                helperText="portal.sso.protocolHelp"
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  setProtocol(event.target.value as SsoSettingsDto['Protocol'])
                }
                row
                // The radio group carries the legend's name itself, for screen readers that announce the group.
                options={{ 'aria-label': tr('portal.sso.protocol') }}
                margin="none"
              />
              {oidc && (
                <>
                  <ReadOnlyField label={tr('portal.sso.redirectUri')} value={settings.data.RedirectUri} />
                  <TextInput
                    source="IssuerUrl"
                    label="portal.sso.issuerUrl"
                    helperText="portal.sso.issuerHelp"
                    slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
                    {...TEXT}
                  />
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    <TextInput
                      source="ClientId"
                      label="portal.sso.clientId"
                      helperText={false}
                      slotProps={{ htmlInput: { maxLength: 255 } }}
                      {...TEXT}
                    />
                    <TextInput
                      source="ClientSecret"
                      label="portal.sso.clientSecret"
                      type="password"
                      autoComplete="new-password"
                      helperText={settings.data.HasClientSecret ? 'portal.sso.secretStored' : false}
                      slotProps={{ htmlInput: { maxLength: 2000 } }}
                      {...TEXT}
                    />
                  </Box>
                </>
              )}
              <TextInput
                source="Domains"
                label="portal.sso.domains"
                helperText="portal.sso.domainsHelp"
                multiline
                minRows={2}
                {...TEXT}
              />
              <SsoDomainsList settings={settings.data} customerId={customerId} onChange={store} />
              <BooleanInput source="RequireSso" label="portal.sso.requireSso" helperText={false} />
              <RadioButtonGroupInput
                source="AccountCreation"
                label="portal.sso.accountCreation"
                choices={ACCOUNT_CREATION}
                helperText={false}
                options={{ 'aria-label': tr('portal.sso.accountCreation') }}
                margin="none"
              />
              <ProblemsAlert problems={problems} />
              {oidc && test && (
                <Alert severity={test.Ok ? 'success' : 'error'} sx={{ overflowWrap: 'anywhere' }}>
                  {test.Ok
                    ? tr('portal.sso.testOk', { issuer: test.Issuer ?? '' })
                    : `${tr('portal.sso.testFailed')}: ${test.Message ?? ''}`}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={busy}>
                  {tr('portal.sso.save')}
                </Button>
                {oidc && (
                  <Button variant="outlined" onClick={() => void runTest()} disabled={busy || !settings.data.IssuerUrl}>
                    {tr('portal.sso.test')}
                  </Button>
                )}
              </Box>
            </Box>
          </RaForm>
        )}
      </Section>
      {/* The SAML provider's own section as soon as SAML is chosen (it is saved with its own button). */}
      {settings.data && !oidc && <SamlSettingsSection customerId={customerId} />}
    </>
  );
};
