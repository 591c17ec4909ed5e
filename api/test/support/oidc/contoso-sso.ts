import { SSO_CALLBACK } from './sso-flow';

/**
 * Contoso's own provider, as the linking specs set it up: the client its customer admin registers there
 * and the settings that point Contoso's sign-in at it, for Contoso's own domain.
 */
export const CONTOSO_SECRET = 'contoso-client-secret-0123456789';
export const CONTOSO_DOMAIN = 'contoso.demo.test';

/** The portal's client registered at the provider. */
export const contosoClient = (clientId = 'portal-contoso') => ({
  client_id: clientId,
  client_secret: CONTOSO_SECRET,
  redirect_uris: [SSO_CALLBACK],
});

/** The body of `PUT /api/Sso/Settings` that sends Contoso's sign-in to the provider at `issuer`. */
export const contosoSettings = (issuer: string, over: Record<string, unknown> = {}) => ({
  Enabled: true,
  IssuerUrl: issuer,
  ClientId: 'portal-contoso',
  ClientSecret: CONTOSO_SECRET,
  AllowedDomains: [CONTOSO_DOMAIN],
  RequireSso: false,
  AccountCreation: 'invitation',
  ...over,
});

/** The link-step token the callback hands the browser when an identity still needs its owner's proof. */
export const linkToken = (location: string) => /#link=([\w-]+)$/.exec(location)?.[1] ?? '';
