import type { SamlSettingsDto, UpdateSamlSettingsDto } from '@portal/contracts';
import { httpJson } from './http';

/**
 * An organisation's SAML identity provider: without a customer id the caller's own organisation
 * (customer admin), with one any organisation (super admin), as the SSO settings.
 */
export interface SamlMethods {
  getSamlSettings(customerId?: number): Promise<SamlSettingsDto>;
  saveSamlSettings(body: UpdateSamlSettingsDto, customerId?: number): Promise<SamlSettingsDto>;
}

const base = (customerId?: number) => (customerId === undefined ? '/Sso/Saml' : `/Sso/Saml/${customerId}`);

export const samlMethods: SamlMethods = {
  async getSamlSettings(customerId) {
    return (await httpJson(base(customerId))).json;
  },
  async saveSamlSettings(body, customerId) {
    return (await httpJson(base(customerId), { method: 'PUT', body: JSON.stringify(body) })).json;
  },
};
