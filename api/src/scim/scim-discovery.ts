import {
  ENTERPRISE_SCHEMA,
  GROUP_SCHEMA,
  MAX_RESULTS,
  RESOURCE_TYPE_SCHEMA,
  SCHEMA_SCHEMA,
  SPC_SCHEMA,
  USER_SCHEMA,
} from './scim-schemas';

/** What this service supports (RFC 7643 §5): PATCH, filters (equality on a few attributes), no bulk, sort, etag or password. */
export function serviceProviderConfig(base: string) {
  return {
    schemas: [SPC_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'API key',
        description: 'An API key of the organisation with the scim scope, sent as Authorization: Bearer <key>',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A person of the organisation’s directory',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A group of people of the directory',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** The attributes this service keeps of each schema (RFC 7643 §7); others are accepted and ignored. */
export function schemas(base: string) {
  const meta = (id: string) => ({ resourceType: 'Schema', location: `${base}/Schemas/${id}` });
  return [
    {
      schemas: [SCHEMA_SCHEMA],
      id: USER_SCHEMA,
      name: 'User',
      description: 'User Account',
      attributes: [
        attribute('userName', {
          required: true,
          uniqueness: 'server',
          description: 'The email address; unique in the organisation',
        }),
        attribute('name', {
          type: 'complex',
          subAttributes: [
            attribute('givenName'),
            attribute('familyName'),
            attribute('formatted', { mutability: 'readOnly' }),
          ],
        }),
        attribute('displayName', { mutability: 'readOnly' }),
        attribute('emails', {
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
        }),
        attribute('active', { type: 'boolean' }),
        attribute('externalId', { caseExact: true }),
      ],
      meta: meta(USER_SCHEMA),
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: ENTERPRISE_SCHEMA,
      name: 'EnterpriseUser',
      description: 'Enterprise User: the manager feeds the reporting hierarchy',
      attributes: [
        attribute('manager', {
          type: 'complex',
          subAttributes: [
            attribute('value', { description: 'The id of the manager’s User' }),
            attribute('$ref', { type: 'reference', referenceTypes: ['User'], mutability: 'readOnly' }),
            attribute('displayName', { mutability: 'readOnly' }),
          ],
        }),
      ],
      meta: meta(ENTERPRISE_SCHEMA),
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'Group',
      attributes: [
        attribute('displayName', { required: true }),
        attribute('externalId', { caseExact: true }),
        attribute('members', {
          type: 'complex',
          multiValued: true,
          subAttributes: [
            attribute('value', { mutability: 'immutable' }),
            attribute('$ref', { type: 'reference', referenceTypes: ['User'], mutability: 'immutable' }),
            attribute('display', { mutability: 'readOnly' }),
          ],
        }),
      ],
      meta: meta(GROUP_SCHEMA),
    },
  ];
}
