import type { ApiKeyScope, WebhookDeliveryStatus, WebhookEvent } from '@portal/contracts';

/** Catalogue keys (portal.integrations.*) of the contract's scopes, events and statuses. */
export const SCOPE_LABEL: Record<ApiKeyScope, string> = {
  'results:read': 'scopeResultsRead',
  'people:write': 'scopePeopleWrite',
  'respondents:write': 'scopeRespondentsWrite',
  scim: 'scopeScim',
};

export const EVENT_LABEL: Record<WebhookEvent | 'webhook.test', string> = {
  'form.completed': 'eventFormCompleted',
  'inquiry.closed': 'eventInquiryClosed',
  'results.published': 'eventResultsPublished',
  'people.imported': 'eventPeopleImported',
  'webhook.test': 'eventTest',
};

export const KEY_STATUS_LABEL: Record<'active' | 'expired' | 'revoked', string> = {
  active: 'statusActive',
  expired: 'statusExpired',
  revoked: 'statusRevoked',
};
export const DELIVERY_STATUS_LABEL: Record<WebhookDeliveryStatus, string> = {
  queued: 'statusQueued',
  sending: 'statusSending',
  delivered: 'statusDelivered',
  failed: 'statusFailed',
};
