import { ScimError } from './scim-error';
import { equalityFilter, pageOf } from './scim-filter';
import { applyGroupPatch, GroupState, groupFromResource } from './scim-groups.mapper';
import { ENTERPRISE_SCHEMA, PATCH_SCHEMA } from './scim-schemas';
import { userFromResource, userPatch } from './scim-users.mapper';

const patch = (...Operations: unknown[]) => ({ schemas: [PATCH_SCHEMA], Operations });

describe('SCIM mappers', () => {
  it('reads a whole user with attribute names in any case; what it leaves out is cleared', () => {
    expect(
      userFromResource({
        USERNAME: 'Ann@X.test',
        Name: { GivenName: 'Ann' },
        [ENTERPRISE_SCHEMA]: { Manager: { Value: '7' } },
      }),
    ).toEqual({ email: 'Ann@X.test', firstName: 'Ann', lastName: '', active: true, externalId: null, managerId: 7 });
    expect(() => userFromResource({ name: {} })).toThrow(ScimError);
    expect(() => userFromResource({ userName: 'a@x.test', active: 'maybe' })).toThrow('active must be true or false');
  });

  it('patches a user in order: paths, path-less value objects with dotted keys, Entra ID strings, manager removal', () => {
    expect(
      userPatch(
        patch(
          { op: 'Replace', path: 'active', value: 'False' },
          { op: 'replace', value: { 'name.givenName': 'Bo', title: 'ignored', active: true } },
          { op: 'Add', path: `${ENTERPRISE_SCHEMA}:manager`, value: '12' },
          { op: 'Remove', path: `${ENTERPRISE_SCHEMA}:manager` },
          { op: 'add', path: 'emails[type eq "work"].value', value: 'ignored@x.test' },
        ),
      ),
    ).toEqual({ active: true, firstName: 'Bo', managerId: null });
    expect(userPatch(patch({ op: 'replace', value: { [ENTERPRISE_SCHEMA]: { manager: { value: '3' } } } }))).toEqual({
      managerId: 3,
    });
    expect(() => userPatch({ Operations: [] })).toThrow('A PatchOp needs Operations');
    expect(() => userPatch(patch({ op: 'copy', path: 'active' }))).toThrow('Unknown op copy');
    expect(() => userPatch(patch({ op: 'remove', path: 'userName' }))).toThrow('userName cannot be removed');
    expect(() => userPatch(patch({ op: 'replace', path: `${ENTERPRISE_SCHEMA}:manager`, value: 'boss' }))).toThrow(
      'is not a user of this directory',
    );
  });

  it('patches a group: add, remove by list and by member filter, replace, rename path-less', () => {
    const state: GroupState = { displayName: 'A', externalId: null, members: new Set([1, 2]) };
    applyGroupPatch(
      patch(
        { op: 'Add', path: 'members', value: [{ value: '3' }, { value: '4' }] },
        { op: 'Remove', path: 'members', value: [{ value: '1' }] },
        { op: 'remove', path: 'members[value eq "4"]' },
        { op: 'replace', value: { id: '9', displayName: 'B' } },
      ),
      state,
    );
    expect(state).toEqual({ displayName: 'B', externalId: null, members: new Set([2, 3]) });
    applyGroupPatch(patch({ op: 'remove', path: 'members' }), state);
    expect(state.members.size).toBe(0);
    expect(groupFromResource({ displayName: ' Team ', members: [{ value: '5' }] }).members).toEqual(new Set([5]));
    expect(() => groupFromResource({ displayName: '' })).toThrow('displayName must hold 1 to 255 characters');
  });

  it('reads equality filters only, and pages from 1', () => {
    expect(equalityFilter('userName eq "a\\"b@x.test"', ['username'])).toEqual({
      attribute: 'username',
      value: 'a"b@x.test',
    });
    expect(equalityFilter(undefined, ['username'])).toBeNull();
    for (const bad of ['userName sw "a"', 'emails.value eq "a"', 'userName eq "a" and active eq true'])
      expect(() => equalityFilter(bad, ['username'])).toThrow(ScimError);
    expect(pageOf('0', '500', 200)).toEqual({ start: 1, size: 200 });
    expect(pageOf(undefined, '0', 200)).toEqual({ start: 1, size: 0 });
  });
});
