import { useEffect, useId, useState } from 'react';
import {
  Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Switch, TextField, Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoConnectionTestDto, SsoSettingsDto, UpdateSsoSettingsDto } from '@portal/contracts';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { SamlSettingsSection } from './SamlSettingsSection';
import { Section } from './Section';
import { SsoDomainsList } from './SsoDomainsList';

type Form = Omit<UpdateSsoSettingsDto, 'AllowedDomains' | 'ClientSecret' | 'Protocol'> & { Protocol: SsoSettingsDto['Protocol']; Domains: string; ClientSecret: string };

/** The protocols' own names, the same in every language. */
const PROTOCOLS: { value: SsoSettingsDto['Protocol']; label: string }[] = [
  { value: 'oidc', label: 'OpenID Connect' },
  { value: 'saml', label: 'SAML 2.0' },
];

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
export const splitDomains = (text: string) => text.split(/[\s,;]+/).map((d) => d.trim()).filter(Boolean);

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
  const key = ['sso-settings', customerId ?? 'own'];
  const settings = useQuery({ queryKey: key, queryFn: () => dataProvider.getSsoSettings(customerId) });
  const [form, setForm] = useState<Form | null>(null);
  const [problems, setProblems] = useState<string | null>(null);
  const [test, setTest] = useState<SsoConnectionTestDto | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  useEffect(() => {
    if (settings.data) setForm(toForm(settings.data));
  }, [settings.data]);

  const set = <K extends keyof Form>(field: K, value: Form[K]) => setForm((f) => (f ? { ...f, [field]: value } : f));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setBusy(true);
    setProblems(null);
    try {
      const { Domains, ClientSecret, ...rest } = form;
      const saved = await dataProvider.saveSsoSettings({ ...rest, AllowedDomains: splitDomains(Domains), ...(ClientSecret ? { ClientSecret } : {}) }, customerId);
      queryClient.setQueryData(key, saved);
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

  const oidc = form?.Protocol !== 'saml';
  return (
    <>
      <Section title={tr('portal.sso.title')} help={tr(oidc ? 'portal.sso.help' : 'portal.sso.helpSaml')}>
        {settings.isError && <Typography color="error">{errorText(settings.error)}</Typography>}
        {form && settings.data && (
          <Box component="form" onSubmit={(e) => void save(e)} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
            <FormControlLabel control={<Switch checked={form.Enabled} onChange={(_, v) => set('Enabled', v)} />} label={tr('portal.sso.enabled')} />
            <FormControl>
              <FormLabel id={`${ids}-protocol`}>{tr('portal.sso.protocol')}</FormLabel>
              <RadioGroup row aria-labelledby={`${ids}-protocol`} aria-describedby={`${ids}-protocol-help`} value={form.Protocol} onChange={(_, v) => set('Protocol', v as Form['Protocol'])}>
                {PROTOCOLS.map((p) => (
                  <FormControlLabel key={p.value} value={p.value} control={<Radio size="small" />} label={p.label} />
                ))}
              </RadioGroup>
              <FormHelperText id={`${ids}-protocol-help`} sx={{ mx: 0 }}>
                {tr('portal.sso.protocolHelp')}
              </FormHelperText>
            </FormControl>
            {oidc && (
              <>
                <TextField
                  label={tr('portal.sso.redirectUri')}
                  value={settings.data.RedirectUri}
                  slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
                  size="small"
                />
                <TextField
                  label={tr('portal.sso.issuerUrl')}
                  helperText={tr('portal.sso.issuerHelp')}
                  value={form.IssuerUrl}
                  onChange={(e) => set('IssuerUrl', e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
                  size="small"
                />
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField label={tr('portal.sso.clientId')} value={form.ClientId} onChange={(e) => set('ClientId', e.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} size="small" />
                  <TextField
                    label={tr('portal.sso.clientSecret')}
                    type="password"
                    autoComplete="new-password"
                    value={form.ClientSecret}
                    onChange={(e) => set('ClientSecret', e.target.value)}
                    helperText={settings.data.HasClientSecret ? tr('portal.sso.secretStored') : ' '}
                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                    size="small"
                  />
                </Box>
              </>
            )}
            <TextField
              label={tr('portal.sso.domains')}
              helperText={tr('portal.sso.domainsHelp')}
              value={form.Domains}
              onChange={(e) => set('Domains', e.target.value)}
              multiline
              minRows={2}
              size="small"
            />
            <SsoDomainsList settings={settings.data} customerId={customerId} onChange={(s) => queryClient.setQueryData(key, s)} />
            <FormControlLabel control={<Switch checked={form.RequireSso} onChange={(_, v) => set('RequireSso', v)} />} label={tr('portal.sso.requireSso')} />
            <FormControl>
              <FormLabel id={`${ids}-account-creation`}>{tr('portal.sso.accountCreation')}</FormLabel>
              <RadioGroup aria-labelledby={`${ids}-account-creation`} value={form.AccountCreation} onChange={(_, v) => set('AccountCreation', v as Form['AccountCreation'])}>
                <FormControlLabel value="invitation" control={<Radio size="small" />} label={tr('portal.sso.creationInvitation')} />
                <FormControlLabel value="domain" control={<Radio size="small" />} label={tr('portal.sso.creationDomain')} />
              </RadioGroup>
            </FormControl>
            {problems && (
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {problems}
              </Alert>
            )}
            {oidc && test && (
              <Alert severity={test.Ok ? 'success' : 'error'} sx={{ overflowWrap: 'anywhere' }}>
                {test.Ok ? tr('portal.sso.testOk', { issuer: test.Issuer ?? '' }) : `${tr('portal.sso.testFailed')}: ${test.Message ?? ''}`}
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
        )}
      </Section>
      {/* The SAML provider's own section as soon as SAML is chosen (it is saved with its own button). */}
      {form && !oidc && <SamlSettingsSection customerId={customerId} />}
    </>
  );
};
