import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { PageHeader } from '../common/PageHeader';
import { tr } from '../i18n/i18nProvider';
import { ApiKeysSection } from './ApiKeysSection';
import { SsoSettingsSection } from './SsoSettingsSection';
import { WebhooksSection } from './WebhooksSection';

/** The page's sections, in order: single sign-on first (with the SAML provider's section when SAML is chosen), then keys and webhooks. */
const SECTIONS: ComponentType[] = [SsoSettingsSection, ApiKeysSection, WebhooksSection];

/** Customer admin: how the organisation's other systems connect to the portal (docs/features/integrations.md). */
export const IntegrationsPage = () => (
  <Box sx={{ maxWidth: 1100 }}>
    <PageHeader title={tr('portal.integrations.title')} />
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {tr('portal.integrations.intro')}
    </Typography>
    {SECTIONS.map((Section, i) => (
      <Section key={i} />
    ))}
  </Box>
);
