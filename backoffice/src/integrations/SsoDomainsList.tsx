import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import type { SsoSettingsDto } from '@portal/contracts';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';

/**
 * The organisation's claimed domains and how each is proved: the TXT record to publish and a Verify
 * button (the portal asks the DNS); the super admin (customerId given) may approve one instead.
 * A pending domain does nothing: no discovery, no Require SSO, no account creation.
 */
export const SsoDomainsList = ({
  settings,
  customerId,
  onChange,
}: {
  settings: SsoSettingsDto;
  customerId?: number;
  onChange: (s: SsoSettingsDto) => void;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!settings.Domains.length) return null;

  const run = async (domain: string, action: 'verify' | 'approve') => {
    setBusy(domain);
    setProblem(null);
    try {
      onChange(
        action === 'verify'
          ? await dataProvider.verifySsoDomain(domain, customerId)
          : await dataProvider.approveSsoDomain(domain, customerId!),
      );
      toast.success(tr('portal.sso.domainVerified', { domain }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {/* A label, not a heading: subtitle2 maps to h6, which would skip levels under the section's heading. */}
      <Typography variant="subtitle2" component="p">
        {tr('portal.sso.domainProof')}
      </Typography>
      {settings.Domains.map((d) => (
        <Box
          key={d.Domain}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{d.Domain}</Typography>
            <Chip
              size="small"
              color={d.Status === 'verified' ? 'success' : 'warning'}
              label={
                d.Status === 'pending'
                  ? tr('portal.sso.domainPending')
                  : d.ProvedBy === 'operator'
                    ? tr('portal.sso.domainApproved')
                    : tr('portal.sso.domainDns')
              }
            />
          </Box>
          {d.Status === 'pending' && (
            <>
              <Typography variant="body2">{tr('portal.sso.domainRecordHelp')}</Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  columnGap: 2,
                  rowGap: 0.5,
                  fontSize: '0.85rem',
                }}
              >
                <dt>{tr('portal.sso.recordName')}</dt>
                <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {d.RecordName}
                </Box>
                <dt>{tr('portal.sso.recordValue')}</dt>
                <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {d.RecordValue}
                </Box>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy !== null}
                  onClick={() => void run(d.Domain, 'verify')}
                >
                  {tr('portal.sso.verifyDomain', { domain: d.Domain })}
                </Button>
                {customerId !== undefined && (
                  <Button
                    size="small"
                    variant="text"
                    disabled={busy !== null}
                    onClick={() => void run(d.Domain, 'approve')}
                  >
                    {tr('portal.sso.approveDomain', { domain: d.Domain })}
                  </Button>
                )}
              </Box>
            </>
          )}
        </Box>
      ))}
      {problem && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
};
