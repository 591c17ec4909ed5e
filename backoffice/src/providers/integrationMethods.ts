import type {
  ApiKeyItemDto,
  CreateApiKeyDto,
  CreatedApiKeyDto,
  CreatedWebhookDto,
  CreateWebhookDto,
  WebhookDeliveryItemDto,
  WebhookItemDto,
} from '@portal/contracts';
import type { Paged } from './records';
import { httpJson } from './http';

/** The Integrations page's calls (docs/features/integrations.md): API keys and webhooks of the caller's organisation. */
export interface IntegrationMethods {
  getApiKeys(page: number, perPage: number): Promise<Paged<ApiKeyItemDto>>;
  /** The answer holds the key: the only time it is shown. */
  createApiKey(body: CreateApiKeyDto): Promise<CreatedApiKeyDto>;
  revokeApiKey(id: number): Promise<void>;
  getWebhooks(page: number, perPage: number): Promise<Paged<WebhookItemDto>>;
  /** The answer holds the signing secret: the only time it is shown. */
  createWebhook(body: CreateWebhookDto): Promise<CreatedWebhookDto>;
  deleteWebhook(id: number): Promise<void>;
  getWebhookDeliveries(id: number, page: number, perPage: number): Promise<Paged<WebhookDeliveryItemDto>>;
  testWebhook(id: number): Promise<WebhookDeliveryItemDto>;
}

const paged = (page: number, perPage: number) => `pageSize=${perPage}&currentPage=${page}`;
const post = (path: string, body?: unknown) =>
  httpJson(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

export const integrationMethods: IntegrationMethods = {
  async getApiKeys(page, perPage) {
    return (await httpJson(`/ApiKeys?${paged(page, perPage)}`)).json;
  },
  async createApiKey(body) {
    return (await post('/ApiKeys', body)).json;
  },
  async revokeApiKey(id) {
    await httpJson(`/ApiKeys/${id}`, { method: 'DELETE' });
  },
  async getWebhooks(page, perPage) {
    return (await httpJson(`/Webhooks?${paged(page, perPage)}`)).json;
  },
  async createWebhook(body) {
    return (await post('/Webhooks', body)).json;
  },
  async deleteWebhook(id) {
    await httpJson(`/Webhooks/${id}`, { method: 'DELETE' });
  },
  async getWebhookDeliveries(id, page, perPage) {
    return (await httpJson(`/Webhooks/${id}/Deliveries?${paged(page, perPage)}`)).json;
  },
  async testWebhook(id) {
    return (await post(`/Webhooks/${id}/Test`)).json;
  },
};
