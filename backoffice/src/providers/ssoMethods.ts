import type { SsoConnectionTestDto, SsoSettingsDto, UpdateSsoSettingsDto } from '@portal/contracts';
import { httpJson } from './http';

/**
 * An organisation's single sign-on settings (docs/features/single-sign-on.md): without a customer id the caller's own
 * organisation (customer admin), with one any organisation (super admin).
 */
export interface SsoMethods {
  getSsoSettings(customerId?: number): Promise<SsoSettingsDto>;
  saveSsoSettings(body: UpdateSsoSettingsDto, customerId?: number): Promise<SsoSettingsDto>;
  testSsoConnection(customerId?: number): Promise<SsoConnectionTestDto>;
  /** The DNS check of a claimed domain (its _portal-challenge TXT record); answers the settings. */
  verifySsoDomain(domain: string, customerId?: number): Promise<SsoSettingsDto>;
  /** The operator's approval of a claimed domain (super admin only). */
  approveSsoDomain(domain: string, customerId: number): Promise<SsoSettingsDto>;
}

const base = (customerId?: number) => (customerId === undefined ? '/Sso/Settings' : `/Sso/Settings/${customerId}`);

export const ssoMethods: SsoMethods = {
  async getSsoSettings(customerId) {
    return (await httpJson(base(customerId))).json;
  },
  async saveSsoSettings(body, customerId) {
    return (await httpJson(base(customerId), { method: 'PUT', body: JSON.stringify(body) })).json;
  },
  async testSsoConnection(customerId) {
    return (await httpJson(`${base(customerId)}/Test`, { method: 'POST' })).json;
  },
  async verifySsoDomain(domain, customerId) {
    return (await httpJson(`${base(customerId)}/Domains/${encodeURIComponent(domain)}/Verify`, { method: 'POST' }))
      .json;
  },
  async approveSsoDomain(domain, customerId) {
    return (await httpJson(`${base(customerId)}/Domains/${encodeURIComponent(domain)}/Approve`, { method: 'POST' }))
      .json;
  },
};
