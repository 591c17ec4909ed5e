/**
 * Integrations (docs/features/integrations.md): the scopes an API key may carry and the events a webhook may subscribe to.
 * The API enforces them; the backoffice offers them. docs/features/integrations.md lists the calls each scope covers.
 */
export const API_KEY_SCOPES = ['results:read', 'people:write', 'respondents:write', 'scim'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a bearer value is told from a JWT (which starts with "eyJ") without a lookup. */
export const API_KEY_PREFIX = 'dpk_';

export const WEBHOOK_EVENTS = ['form.completed', 'inquiry.closed', 'results.published', 'people.imported'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A delivery's state: queued (waiting, or waiting for a retry), sending (claimed), delivered, failed (given up). */
export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
