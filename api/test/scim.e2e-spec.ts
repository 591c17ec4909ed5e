import { ApiKey } from '../src/api-keys/api-key.entity';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { SCIM_ROUTES } from './support/access-matrix';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

const SCIM = 'application/scim+json';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A SCIM answer: resources are read by the test field by field, as a client would. */
type Send = (
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
) => Promise<{
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- SCIM resources are open JSON documents
  body: Record<string, any>;
  headers: Record<string, string>;
}>;

describe('SCIM 2.0 (RFC 7643/7644) under /scim/v2', () => {
  let t: TestApp;
  let api: Personas;
  let ctAdmin: Client;
  let scim: Send;
  let nwScim: Send;
  const keys: Record<string, string> = {};

  /** A SCIM call as an identity provider makes it: application/scim+json both ways. */
  const sender =
    (client: () => Client): Send =>
    async (method, path, body) => {
      let req = client()[method](path).set('Accept', SCIM);
      if (body !== undefined) req = req.set('Content-Type', SCIM).send(JSON.stringify(body));
      const res = await req;
      return { status: res.status, body: res.body, headers: res.headers as Record<string, string> };
    };
  const expectError = (res: Awaited<ReturnType<Send>>, status: number, scimType?: string) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(res.body).toMatchObject({ schemas: [ERROR], status: String(status) });
    expect(typeof res.body.detail).toBe('string');
    if (scimType) expect(res.body.scimType).toBe(scimType);
  };
  const createKey = async (admin: Client, scopes: string[]) =>
    (
      await admin
        .post('/api/ApiKeys')
        .send({ Name: `SCIM ${scopes.join(' ')}`, Scopes: scopes })
        .expect(200)
    ).body as {
      Id: number;
      Key: string;
    };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    ctAdmin = api.as('contosoAdmin');
    const nwAdmin = api.as('northwindAdmin');
    keys.scim = (await createKey(ctAdmin, ['scim'])).Key;
    keys.nwScim = (await createKey(nwAdmin, ['scim'])).Key;
    keys.people = (await createKey(ctAdmin, ['people:write', 'results:read', 'respondents:write'])).Key;
    const revoked = await createKey(ctAdmin, ['scim']);
    await ctAdmin.delete(`/api/ApiKeys/${revoked.Id}`).expect(200);
    keys.revoked = revoked.Key;
    const expired = await createKey(ctAdmin, ['scim']);
    await t.dataSource.getRepository(ApiKey).update({ id: expired.Id }, { expiresAt: new Date(Date.now() - 60_000) });
    keys.expired = expired.Key;
    scim = sender(() => api.withToken(keys.scim));
    nwScim = sender(() => api.withToken(keys.nwScim));
  });
  afterAll(() => t.close());

  it('has an access rule for every SCIM route, and each takes a scim key and nothing else', async () => {
    const routes = t.routes
      .filter((r) => r.url.startsWith('/scim/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect([...routes].sort()).toEqual([...SCIM_ROUTES].sort());
    const credentials: [string, (() => Client) | null, number][] = [
      ['no token', () => api.anonymous(), 401],
      ['the customer admin’s session', () => ctAdmin, 403],
      ['the operator’s session', () => api.as('operator'), 403],
      ['a staff session', () => api.as('contosoStaff'), 403],
      ['a key without the scim scope', () => api.withToken(keys.people), 403],
      ['a revoked scim key', () => api.withToken(keys.revoked), 401],
      ['an expired scim key', () => api.withToken(keys.expired), 401],
    ];
    const failures: string[] = [];
    for (const route of SCIM_ROUTES) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace('{id}', '1');
      for (const [who, client, expected] of credentials) {
        const res = await sender(client!)(
          method.toLowerCase() as 'get',
          path,
          ['POST', 'PUT', 'PATCH'].includes(method) ? { schemas: [USER], userName: 'intruder@x.test' } : undefined,
        );
        const shaped =
          res.body?.schemas?.[0] === ERROR &&
          res.body.status === String(res.status) &&
          /^application\/scim\+json/.test(res.headers['content-type']);
        if (res.status !== expected || !shaped)
          failures.push(`${route} with ${who}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing an intruder sent was written.
    expect((await scim('get', '/scim/v2/Users?filter=userName eq "intruder@x.test"')).body.totalResults).toBe(0);
  }, 120_000);

  it('answers discovery: ServiceProviderConfig, ResourceTypes and Schemas (RFC 7644 §4)', async () => {
    const spc = await scim('get', '/scim/v2/ServiceProviderConfig');
    expect(spc.status).toBe(200);
    expect(spc.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(spc.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
    });
    expect(spc.body.authenticationSchemes[0].type).toBe('oauthbearertoken');
    const types = await scim('get', '/scim/v2/ResourceTypes');
    expect(types.body.schemas).toEqual([LIST]);
    expect(types.body.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    expect(types.body.Resources[0].schemaExtensions).toEqual([{ schema: ENTERPRISE, required: false }]);
    expect((await scim('get', '/scim/v2/ResourceTypes/Group')).body.endpoint).toBe('/Groups');
    const all = await scim('get', '/scim/v2/Schemas');
    expect(all.body.Resources.map((s: { id: string }) => s.id)).toEqual([USER, ENTERPRISE, GROUP]);
    const user = await scim('get', `/scim/v2/Schemas/${USER}`);
    expect(user.body.attributes.find((a: { name: string }) => a.name === 'userName')).toMatchObject({
      required: true,
      uniqueness: 'server',
    });
    expectError(await scim('get', '/scim/v2/Schemas/urn:nope'), 404);
    expectError(await scim('get', '/scim/v2/ResourceTypes/Nope'), 404);
  });

  it('RFC 7643 §8.2 / RFC 7644 §3: creates the full example user, finds it by filter, refuses a second, patches and replaces it', async () => {
    // The full representation of RFC 7643 §8.2, attributes the directory does not keep included.
    const babs = {
      schemas: [USER, ENTERPRISE],
      externalId: '701984',
      userName: 'bjensen@example.com',
      name: {
        formatted: 'Ms. Barbara J Jensen, III',
        familyName: 'Jensen',
        givenName: 'Barbara',
        middleName: 'Jane',
        honorificPrefix: 'Ms.',
        honorificSuffix: 'III',
      },
      displayName: 'Babs Jensen',
      nickName: 'Babs',
      profileUrl: 'https://login.example.com/bjensen',
      emails: [
        { value: 'bjensen@example.com', type: 'work', primary: true },
        { value: 'babs@jensen.org', type: 'home' },
      ],
      addresses: [{ type: 'work', streetAddress: '100 Universal City Plaza', locality: 'Hollywood', primary: true }],
      phoneNumbers: [{ value: '555-555-5555', type: 'work' }],
      userType: 'Employee',
      title: 'Tour Guide',
      preferredLanguage: 'en-US',
      locale: 'en-US',
      timezone: 'America/Los_Angeles',
      active: true,
      password: 't1meMa$heen',
      [ENTERPRISE]: { employeeNumber: '701984', costCenter: '4130', organization: 'Universal Studios' },
      meta: { resourceType: 'User' },
    };
    const created = await scim('post', '/scim/v2/Users', babs);
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(created.body).toMatchObject({
      schemas: [USER, ENTERPRISE],
      externalId: '701984',
      userName: 'bjensen@example.com',
      name: { givenName: 'Barbara', familyName: 'Jensen' },
      emails: [{ value: 'bjensen@example.com', type: 'work', primary: true }],
      active: true,
      meta: { resourceType: 'User' },
    });
    expect(created.body.meta.location).toMatch(new RegExp(`/scim/v2/Users/${created.body.id}$`));
    expect(created.headers.location).toBe(created.body.meta.location);
    expect(created.body).not.toHaveProperty('password');
    const id = created.body.id as string;
    expect(typeof id).toBe('string');

    expect((await scim('get', `/scim/v2/Users/${id}`)).body.userName).toBe('bjensen@example.com');
    const found = await scim('get', '/scim/v2/Users?filter=userName eq "BJensen@example.com"');
    expect(found.body).toMatchObject({ schemas: [LIST], totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(found.body.Resources[0].id).toBe(id);
    expect((await scim('get', '/scim/v2/Users?filter=externalId eq "701984"')).body.totalResults).toBe(1);
    expect((await scim('get', '/scim/v2/Users?filter=userName eq "nobody@example.com"')).body).toMatchObject({
      totalResults: 0,
      Resources: [],
    });
    expectError(await scim('get', '/scim/v2/Users?filter=name.familyName co "O\'Malley"'), 400, 'invalidFilter');
    expectError(await scim('post', '/scim/v2/Users', babs), 409, 'uniqueness');
    expectError(await scim('post', '/scim/v2/Users', { schemas: [USER] }), 400, 'invalidValue');
    expectError(
      await scim('post', '/scim/v2/Users', { schemas: [USER], userName: 'not an email' }),
      400,
      'invalidValue',
    );

    // RFC 7644 §3.5.2.3: replace one sub-attribute by its path.
    const patched = await scim('patch', `/scim/v2/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'name.familyName', value: 'Jensen-Smith' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toMatchObject({ givenName: 'Barbara', familyName: 'Jensen-Smith' });
    expectError(
      await scim('patch', `/scim/v2/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'move', path: 'active' }],
      }),
      400,
      'invalidSyntax',
    );
    // RFC 7644 §3.5.1: PUT replaces; what it leaves out is cleared.
    const replaced = await scim('put', `/scim/v2/Users/${id}`, {
      schemas: [USER],
      userName: 'bjensen@example.com',
      name: { givenName: 'Babs' },
      active: true,
    });
    expect(replaced.body.name).toMatchObject({ givenName: 'Babs', familyName: '' });
    expect(replaced.body).not.toHaveProperty('externalId');
    expectError(await scim('get', '/scim/v2/Users/999999'), 404);
    expectError(await scim('get', '/scim/v2/Users/not-an-id'), 404);
  });

  it('runs the request sequence Entra ID sends: filter, create, Replace with capitalised ops and path-less values, manager, disable, delete', async () => {
    const userName = 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1@testuser.com';
    // Entra first looks the user up, then creates it.
    expect(
      (await scim('get', `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`)).body,
    ).toMatchObject({
      totalResults: 0,
    });
    const created = await scim('post', '/scim/v2/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const manager = await scim('post', '/scim/v2/Users', {
      schemas: [USER],
      externalId: 'a-manager',
      userName: 'Test_Manager@testuser.com',
      active: true,
      name: { givenName: 'Manager', familyName: 'One' },
    });
    expect(manager.status).toBe(201);
    // Capitalised ops, a filtered path, and a path-less Replace whose value keys are paths.
    const updated = await scim('patch', `/scim/v2/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: manager.body.id },
        { op: 'Replace', value: { 'name.givenName': 'updatedGivenName', displayName: 'ignored', title: 'ignored' } },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toMatchObject({ givenName: 'updatedGivenName', familyName: 'updatedFamilyName' });
    expect(updated.body[ENTERPRISE].manager).toMatchObject({ value: manager.body.id });
    // The manager reaches the hierarchy the admin sees.
    const person = (await ctAdmin.get(`/api/People?search=${encodeURIComponent(userName.toLowerCase())}`).expect(200))
      .body.data[0];
    expect(person.ManagerEmail).toBe('test_manager@testuser.com');
    // Entra disables with the string "False".
    const disabled = await scim('patch', `/scim/v2/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.body.active).toBe(false);
    expect(
      (await ctAdmin.get(`/api/People?search=${encodeURIComponent(userName.toLowerCase())}`).expect(200)).body.data[0]
        .Active,
    ).toBe(false);
    const removedManager = await scim('patch', `/scim/v2/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: `${ENTERPRISE}:manager` }],
    });
    expect(removedManager.body[ENTERPRISE]).toEqual({});
    // Groups: create, look up without members, add and remove members, rename.
    const group = await scim('post', '/scim/v2/Groups', {
      schemas: [GROUP],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'displayName',
      meta: { resourceType: 'Group' },
    });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ schemas: [GROUP], displayName: 'displayName', members: [] });
    expect(group.headers.location).toMatch(new RegExp(`/scim/v2/Groups/${group.body.id}$`));
    const gid = group.body.id as string;
    const lookup = await scim(
      'get',
      `/scim/v2/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "displayName"')}`,
    );
    expect(lookup.body.totalResults).toBe(1);
    expect(lookup.body.Resources[0]).not.toHaveProperty('members');
    const added = await scim('patch', `/scim/v2/Groups/${gid}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'Add',
          path: 'members',
          value: [
            { $ref: null, value: id },
            { $ref: null, value: manager.body.id },
          ],
        },
      ],
    });
    expect(added.body.members.map((m: { value: string }) => m.value).sort()).toEqual([id, manager.body.id].sort());
    const removed = await scim('patch', `/scim/v2/Groups/${gid}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Remove', path: 'members', value: [{ $ref: null, value: id }] },
        { op: 'Replace', path: 'displayName', value: '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName' },
      ],
    });
    expect(removed.body.members.map((m: { value: string }) => m.value)).toEqual([manager.body.id]);
    expect(removed.body.displayName).toBe('1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName');
    expectError(
      await scim('patch', `/scim/v2/Groups/${gid}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Add', path: 'members', value: [{ value: '999999' }] }],
      }),
      400,
      'invalidValue',
    );
    // Entra deletes: 204, then the user is gone (and out of the group).
    const deleted = await scim('delete', `/scim/v2/Users/${id}`);
    expect(deleted.status).toBe(204);
    expectError(await scim('get', `/scim/v2/Users/${id}`), 404);
    // Each change is audited as the key's admin, marked as the directory sync's.
    const trail = await t.dataSource
      .getRepository(AuditEvent)
      .find({ where: { target: userName.toLowerCase() }, order: { id: 'ASC' } });
    expect(trail.map((e) => [e.action, e.detail])).toEqual([
      ['people.imported', 'SCIM: 1 created'],
      // The three updates in a row are one audit row with its count (the audit log aggregates repeats).
      ['people.updated', 'SCIM: updated'],
      ['people.deleted', 'SCIM: deleted'],
    ]);
    expect((await scim('get', `/scim/v2/Groups/${gid}`)).body.members.map((m: { value: string }) => m.value)).toEqual([
      manager.body.id,
    ]);
    expect((await scim('delete', `/scim/v2/Groups/${gid}`)).status).toBe(204);
    expectError(await scim('get', `/scim/v2/Groups/${gid}`), 404);
  });

  it('runs the request sequence Okta sends: paged filter, create, PUT, path-less replace of active, groups by member filter', async () => {
    const userName = 'test.user@okta.local';
    const lookup = await scim(
      'get',
      `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.body).toMatchObject({
      schemas: [LIST],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
    const created = await scim('post', '/scim/v2/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await scim('get', `/scim/v2/Users/${id}`)).body).toMatchObject({ userName, active: true });
    const put = await scim('put', `/scim/v2/Users/${id}`, {
      schemas: [USER],
      id,
      userName,
      name: { givenName: 'Another', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Another User',
      externalId: '00ujl29u0le5T6Aj10h7',
      active: true,
    });
    expect(put.body.name).toMatchObject({ givenName: 'Another', familyName: 'User' });
    const deactivated = await scim('patch', `/scim/v2/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.body.active).toBe(false);
    const reactivated = await scim('patch', `/scim/v2/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(reactivated.body.active).toBe(true);
    const group = await scim('post', '/scim/v2/Groups', { schemas: [GROUP], displayName: 'Test SCIMv2', members: [] });
    const gid = group.body.id as string;
    const renamed = await scim('patch', `/scim/v2/Groups/${gid}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { id: gid, displayName: 'Test SCIMv2 renamed' } }],
    });
    expect(renamed.body.displayName).toBe('Test SCIMv2 renamed');
    await scim('patch', `/scim/v2/Groups/${gid}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: id, display: userName }] }],
    });
    const dropped = await scim('patch', `/scim/v2/Groups/${gid}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }],
    });
    expect(dropped.body.members).toEqual([]);
    const replaced = await scim('put', `/scim/v2/Groups/${gid}`, {
      schemas: [GROUP],
      displayName: 'Test SCIMv2 final',
      members: [{ value: id }],
    });
    expect(replaced.body).toMatchObject({
      displayName: 'Test SCIMv2 final',
      members: [{ value: id, display: userName }],
    });
    expect((await scim('delete', `/scim/v2/Groups/${gid}`)).status).toBe(204);
    // The person stays in the directory when the group goes.
    expect((await scim('get', `/scim/v2/Users/${id}`)).status).toBe(200);
  });

  it('feeds the hierarchy from the enterprise manager and refuses self-management and cycles', async () => {
    const make = async (userName: string, managerId?: string) => {
      const res = await scim('post', '/scim/v2/Users', {
        schemas: [USER, ENTERPRISE],
        userName,
        ...(managerId ? { [ENTERPRISE]: { manager: { value: managerId } } } : {}),
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const top = await make('top@scim.test');
    const middle = await make('middle@scim.test', top);
    const bottom = await make('bottom@scim.test', middle);
    const tree = (await ctAdmin.get('/api/People/Hierarchy').expect(200)).body;
    const topNode = tree.Roots.find((n: { Email: string }) => n.Email === 'top@scim.test');
    expect(topNode.Reports[0]).toMatchObject({ Email: 'middle@scim.test', Reports: [{ Email: 'bottom@scim.test' }] });
    expectError(
      await scim('patch', `/scim/v2/Users/${top}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: `${ENTERPRISE}:manager`, value: bottom }],
      }),
      400,
      'invalidValue',
    );
    expectError(
      await scim('patch', `/scim/v2/Users/${top}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: `${ENTERPRISE}:manager`, value: { value: top } }],
      }),
      400,
      'invalidValue',
    );
    expectError(
      await scim('post', '/scim/v2/Users', {
        schemas: [USER, ENTERPRISE],
        userName: 'orphan@scim.test',
        [ENTERPRISE]: { manager: { value: '999999' } },
      }),
      400,
      'invalidValue',
    );
    // Still the tree it was.
    const again = (await ctAdmin.get('/api/People/Hierarchy').expect(200)).body;
    expect(again.Roots.find((n: { Email: string }) => n.Email === 'top@scim.test')).toEqual(topNode);
  });

  it('keeps each organisation to its own directory', async () => {
    const mine = await scim('post', '/scim/v2/Users', { schemas: [USER], userName: 'private@contoso.test' });
    const id = mine.body.id as string;
    expectError(await nwScim('get', `/scim/v2/Users/${id}`), 404);
    expectError(
      await nwScim('patch', `/scim/v2/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', value: { active: false } }],
      }),
      404,
    );
    expectError(await nwScim('delete', `/scim/v2/Users/${id}`), 404);
    expect((await nwScim('get', '/scim/v2/Users?filter=userName eq "private@contoso.test"')).body.totalResults).toBe(0);
    // The same address may exist in another organisation.
    expect((await nwScim('post', '/scim/v2/Users', { schemas: [USER], userName: 'private@contoso.test' })).status).toBe(
      201,
    );
    const group = await scim('post', '/scim/v2/Groups', { schemas: [GROUP], displayName: 'Contoso only' });
    expectError(await nwScim('get', `/scim/v2/Groups/${group.body.id}`), 404);
    expectError(
      await nwScim('post', '/scim/v2/Groups', { schemas: [GROUP], displayName: 'Theirs', members: [{ value: id }] }),
      400,
    );
    expect((await scim('get', `/scim/v2/Users/${id}`)).body.active).toBe(true);
  });
});
