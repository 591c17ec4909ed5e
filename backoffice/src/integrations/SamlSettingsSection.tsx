import { Box, Button, Link, TextField, Typography } from '@mui/material';
import type { SamlSettingsDto } from '@portal/contracts';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { Section } from './Section';
import { ProblemsAlert, ReadOnlyField } from './SettingsFields';
import { useSettingsForm } from './useSettingsForm';

interface Form {
  IdpEntityId: string;
  IdpSsoUrl: string;
  Certificates: string;
  MetadataXml: string;
}

const toForm = (s: SamlSettingsDto): Form => ({
  IdpEntityId: s.IdpEntityId,
  IdpSsoUrl: s.IdpSsoUrl,
  Certificates: s.IdpCertificates.join('\n'),
  MetadataXml: '',
});

/** The PEM blocks pasted one after the other; text without PEM markers is one bare base64 certificate (the API checks each). */
export const splitCertificates = (text: string): string[] => {
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g);
  if (blocks) return blocks;
  return text.trim() ? [text.trim()] : [];
};

/**
 * An organisation's SAML 2.0 identity provider, beside the SSO settings (which turn SSO on, with
 * the protocol SAML, and hold the domains): the portal's values to enter at the provider, and the
 * provider's entity ID, sign-on URL and signing certificates — typed, or read from its metadata XML.
 */
export const SamlSettingsSection = ({ customerId }: { customerId?: number }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { settings, form, set, save, problems, busy } = useSettingsForm({
    queryKey: ['saml-settings', customerId ?? 'own'],
    load: () => dataProvider.getSamlSettings(customerId),
    toForm,
    submit: (form: Form) =>
      dataProvider.saveSamlSettings(
        {
          IdpEntityId: form.IdpEntityId,
          IdpSsoUrl: form.IdpSsoUrl,
          IdpCertificates: splitCertificates(form.Certificates),
          ...(form.MetadataXml.trim() ? { MetadataXml: form.MetadataXml } : {}),
        },
        customerId,
      ),
    savedMessage: tr('portal.saml.saved'),
  });

  const data = settings.data;
  return (
    <Section title={tr('portal.saml.title')} help={tr('portal.saml.help')}>
      {settings.isError && <Typography color="error">{errorText(settings.error)}</Typography>}
      {form && data && (
        <Box component="form" onSubmit={(e) => void save(e)} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
          <ReadOnlyField label={tr('portal.saml.spEntityId')} value={data.SpEntityId} />
          <ReadOnlyField label={tr('portal.saml.acsUrl')} value={data.AcsUrl} />
          <ReadOnlyField label={tr('portal.saml.nameIdFormat')} value={data.NameIdFormat} />
          <Typography variant="body2">
            <Link href={data.MetadataUrl} download>
              {tr('portal.saml.downloadMetadata')}
            </Link>
          </Typography>
          <TextField
            label={tr('portal.saml.idpEntityId')}
            value={form.IdpEntityId}
            onChange={(e) => set('IdpEntityId', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            size="small"
          />
          <TextField
            label={tr('portal.saml.idpSsoUrl')}
            value={form.IdpSsoUrl}
            onChange={(e) => set('IdpSsoUrl', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000, inputMode: 'url' } }}
            size="small"
          />
          <TextField
            label={tr('portal.saml.certificates')}
            helperText={tr('portal.saml.certificatesHelp')}
            value={form.Certificates}
            onChange={(e) => set('Certificates', e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { sx: { fontFamily: 'monospace', fontSize: '0.8rem' } } }}
            size="small"
          />
          {data.Certificates.map((c) => (
            <Typography key={c.Sha256} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {tr('portal.saml.certificateInfo', {
                subject: c.Subject,
                validTo: c.ValidTo.slice(0, 10),
                sha256: c.Sha256,
              })}
            </Typography>
          ))}
          <TextField
            label={tr('portal.saml.metadataXml')}
            helperText={tr('portal.saml.metadataXmlHelp')}
            value={form.MetadataXml}
            onChange={(e) => set('MetadataXml', e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { sx: { fontFamily: 'monospace', fontSize: '0.8rem' } } }}
            size="small"
          />
          <ProblemsAlert problems={problems} />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {tr('portal.saml.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Section>
  );
};
