import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { SsoConnectionTestDto, SsoSettingsDto, UpdateSsoSettingsDto } from '@portal/contracts';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { SamlSettingsSection } from './SamlSettingsSection';
import { Section } from './Section';
import { ProblemsAlert, ReadOnlyField } from './SettingsFields';
import { SsoDomainsList } from './SsoDomainsList';
import { useSettingsForm } from './useSettingsForm';

type Form = Omit<UpdateSsoSettingsDto, 'AllowedDomains' | 'ClientSecret' | 'Protocol'> & {
  Protocol: SsoSettingsDto['Protocol'];
  Domains: string;
  ClientSecret: string;
};

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
  const { settings, form, set, save, store, problems, busy, setBusy } = useSettingsForm({
    queryKey: ['sso-settings', customerId ?? 'own'],
    load: () => dataProvider.getSsoSettings(customerId),
    toForm,
    submit: ({ Domains, ClientSecret, ...rest }: Form) =>
      dataProvider.saveSsoSettings(
        { ...rest, AllowedDomains: splitDomains(Domains), ...(ClientSecret ? { ClientSecret } : {}) },
        customerId,
      ),
    savedMessage: tr('portal.sso.saved'),
  });
  const [test, setTest] = useState<SsoConnectionTestDto | null>(null);
  const ids = useId();

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
          <Box
            component="form"
            onSubmit={(e) => void save(e)}
            noValidate
            sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
          >
            <FormControlLabel
              control={<Switch checked={form.Enabled} onChange={(_, v) => set('Enabled', v)} />}
              label={tr('portal.sso.enabled')}
            />
            <FormControl>
              <FormLabel id={`${ids}-protocol`}>{tr('portal.sso.protocol')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${ids}-protocol`}
                aria-describedby={`${ids}-protocol-help`}
                value={form.Protocol}
                onChange={(_, v) => set('Protocol', v as Form['Protocol'])}
              >
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
                <ReadOnlyField label={tr('portal.sso.redirectUri')} value={settings.data.RedirectUri} />
                <TextField
                  label={tr('portal.sso.issuerUrl')}
                  helperText={tr('portal.sso.issuerHelp')}
                  value={form.IssuerUrl}
                  onChange={(e) => set('IssuerUrl', e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
                  size="small"
                />
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField
                    label={tr('portal.sso.clientId')}
                    value={form.ClientId}
                    onChange={(e) => set('ClientId', e.target.value)}
                    slotProps={{ htmlInput: { maxLength: 255 } }}
                    size="small"
                  />
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
            <SsoDomainsList settings={settings.data} customerId={customerId} onChange={store} />
            <FormControlLabel
              control={<Switch checked={form.RequireSso} onChange={(_, v) => set('RequireSso', v)} />}
              label={tr('portal.sso.requireSso')}
            />
            <FormControl>
              <FormLabel id={`${ids}-account-creation`}>{tr('portal.sso.accountCreation')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${ids}-account-creation`}
                value={form.AccountCreation}
                onChange={(_, v) => set('AccountCreation', v as Form['AccountCreation'])}
              >
                <FormControlLabel
                  value="invitation"
                  control={<Radio size="small" />}
                  label={tr('portal.sso.creationInvitation')}
                />
                <FormControlLabel
                  value="domain"
                  control={<Radio size="small" />}
                  label={tr('portal.sso.creationDomain')}
                />
              </RadioGroup>
            </FormControl>
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
        )}
      </Section>
      {/* The SAML provider's own section as soon as SAML is chosen (it is saved with its own button). */}
      {form && !oidc && <SamlSettingsSection customerId={customerId} />}
    </>
  );
};
