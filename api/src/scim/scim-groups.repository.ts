import { EntityManager, In } from 'typeorm';
import { ScimGroupMember } from './scim-group-member.entity';
import { ScimGroup } from './scim-group.entity';

/** The statements on scim_groups and scim_group_members, each taking the caller's EntityManager. */

export function groupOf(m: EntityManager, customerId: number, id: number): Promise<ScimGroup | null> {
  return m.findOneBy(ScimGroup, { id, customerId });
}

export async function groupsPage(
  m: EntityManager,
  customerId: number,
  filter: { displayName?: string; externalId?: string },
  offset: number,
  limit: number,
): Promise<{ total: number; groups: ScimGroup[] }> {
  const [groups, total] = await m.findAndCount(ScimGroup, {
    where: { customerId, ...filter },
    order: { id: 'ASC' },
    skip: offset,
    take: limit,
  });
  return { total, groups };
}

export async function insertGroup(
  m: EntityManager,
  group: Pick<ScimGroup, 'customerId' | 'displayName' | 'externalId'>,
): Promise<number> {
  const result = await m.insert(ScimGroup, group);
  return Number((result.identifiers[0] as { id: number }).id);
}

export async function updateGroup(
  m: EntityManager,
  id: number,
  set: Partial<Pick<ScimGroup, 'displayName' | 'externalId'>>,
): Promise<void> {
  // Also when nothing but the members changed: the group's lastModified moves.
  await m.update(ScimGroup, { id }, { ...set, updatedAt: new Date() });
}

export async function deleteGroup(m: EntityManager, id: number): Promise<void> {
  await m.delete(ScimGroup, { id });
}

/** The members of these groups. */
export function membersOf(m: EntityManager, groupIds: number[]): Promise<ScimGroupMember[]> {
  if (!groupIds.length) return Promise.resolve([]);
  return m.find(ScimGroupMember, { where: { groupId: In(groupIds) }, order: { personId: 'ASC' } });
}

export async function addMembers(m: EntityManager, groupId: number, personIds: number[]): Promise<void> {
  for (let i = 0; i < personIds.length; i += 300)
    await m.insert(
      ScimGroupMember,
      personIds.slice(i, i + 300).map((personId) => ({ groupId, personId })),
    );
}

export async function removeMembers(m: EntityManager, groupId: number, personIds: number[]): Promise<void> {
  for (let i = 0; i < personIds.length; i += 500)
    await m.delete(ScimGroupMember, { groupId, personId: In(personIds.slice(i, i + 500)) });
}
