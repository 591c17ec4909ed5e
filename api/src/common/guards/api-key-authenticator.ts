/**
 * How the global JWT guard hands a bearer API key (it starts with API_KEY_PREFIX) to the module that
 * owns the keys, without this ground folder knowing that module: the api-keys module provides this
 * token. A JWT never reaches it, so normal tokens cost no extra lookup.
 */
export const API_KEY_AUTHENTICATOR = Symbol('API_KEY_AUTHENTICATOR');

/** The caller a valid key stands for: a user of the key's organisation, with the key's scopes. */
export interface ApiKeyCaller {
  id: number;
  role: string;
  customerId: number | null;
  email: string;
  apiKey: { id: number; scopes: string[] };
}

/** The request fields the authenticator records with each use. */
export interface ApiKeyRequest {
  ip?: string;
  method?: string;
  originalUrl?: string;
  url?: string;
}

export interface ApiKeyAuthenticator {
  /** The caller of a valid, unrevoked, unexpired key within its rate limit; throws the API's 401 or 429 otherwise. */
  authenticate(key: string, req: ApiKeyRequest): Promise<ApiKeyCaller>;
}
