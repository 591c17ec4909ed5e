/** The Integrations page, relative to /customerAdmin. */
export const INTEGRATIONS = '/integrations';
