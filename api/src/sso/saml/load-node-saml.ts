import type * as NodeSaml from '@node-saml/node-saml';

/**
 * node-saml (with xml-crypto and xmldom), loaded on the first SAML sign-in or metadata read: requiring it costs
 * about 0.15 s of CPU that every start of the API (and every test file that boots it) paid otherwise.
 */
export async function loadNodeSaml(): Promise<typeof NodeSaml> {
  return import('@node-saml/node-saml');
}
