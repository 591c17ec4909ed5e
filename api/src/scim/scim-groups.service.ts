import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { PeopleSyncService } from '../people/people-sync.service';
import { ScimError } from './scim-error';
import { equalityFilter, pageOf } from './scim-filter';
import { ScimGroup } from './scim-group.entity';
import { applyGroupPatch, GroupState, groupFromResource, toScimGroup } from './scim-groups.mapper';
import {
  addMembers,
  deleteGroup,
  groupOf,
  groupsPage,
  insertGroup,
  membersOf,
  removeMembers,
  updateGroup,
} from './scim-groups.repository';
import { listResponse, MAX_RESULTS } from './scim-schemas';
import { idOf } from './scim-values';

/**
 * SCIM Groups (RFC 7643 §4.2): kept as the identity provider sends them, members being people of the same directory.
 * The portal reads nothing from them yet; they are stored so that providers that push groups can sync at all.
 */
@Injectable()
export class ScimGroupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly people: PeopleSyncService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get base() {
    return `${this.config.publicUrl}/scim/v2`;
  }

  async list(customerId: number, filter?: string, startIndex?: string, count?: string, excluded?: string) {
    const eq = equalityFilter(filter, ['displayname', 'externalid']);
    const { start, size } = pageOf(startIndex, count, MAX_RESULTS);
    const m = this.dataSource.manager;
    const page = await groupsPage(
      m,
      customerId,
      eq === null ? {} : eq.attribute === 'displayname' ? { displayName: eq.value } : { externalId: eq.value },
      start - 1,
      size,
    );
    const withMembers = !(excluded ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim())
      .includes('members');
    const resources = [];
    for (const g of page.groups) resources.push(await this.resource(m, customerId, g, withMembers));
    return listResponse(resources, page.total, start);
  }

  async get(customerId: number, id: string, excluded?: string) {
    const m = this.dataSource.manager;
    const group = await this.found(m, customerId, id);
    const withMembers = !(excluded ?? '').toLowerCase().includes('members');
    return this.resource(m, customerId, group, withMembers);
  }

  async create(customerId: number, body: unknown) {
    const state = groupFromResource(body);
    return transaction(this.dataSource, async (m) => {
      await this.checkMembers(m, customerId, state.members);
      const id = await insertGroup(m, { customerId, displayName: state.displayName, externalId: state.externalId });
      await addMembers(m, id, [...state.members]);
      return this.resource(m, customerId, (await groupOf(m, customerId, id))!, true);
    });
  }

  async replace(customerId: number, id: string, body: unknown) {
    const state = groupFromResource(body);
    return this.change(customerId, id, () => state);
  }

  async patch(customerId: number, id: string, body: unknown) {
    return this.change(customerId, id, (current) => {
      applyGroupPatch(body, current);
      return current;
    });
  }

  async remove(customerId: number, id: string): Promise<void> {
    await transaction(this.dataSource, async (m) => {
      const group = await this.found(m, customerId, id);
      await deleteGroup(m, group.id);
    });
  }

  private async change(customerId: number, id: string, next: (current: GroupState) => GroupState) {
    return transaction(this.dataSource, async (m) => {
      const group = await this.found(m, customerId, id);
      const before = new Set((await membersOf(m, [group.id])).map((r) => r.personId));
      const state = next({ displayName: group.displayName, externalId: group.externalId, members: new Set(before) });
      await this.checkMembers(m, customerId, new Set([...state.members].filter((p) => !before.has(p))));
      await updateGroup(m, group.id, { displayName: state.displayName, externalId: state.externalId });
      await removeMembers(
        m,
        group.id,
        [...before].filter((p) => !state.members.has(p)),
      );
      await addMembers(
        m,
        group.id,
        [...state.members].filter((p) => !before.has(p)),
      );
      return this.resource(m, customerId, (await groupOf(m, customerId, group.id))!, true);
    });
  }

  private async checkMembers(m: EntityManager, customerId: number, members: Set<number>) {
    const known = new Set(await this.people.existing(m, customerId, [...members]));
    const unknown = [...members].filter((p) => !known.has(p));
    if (unknown.length) throw ScimError.invalid(`members: ${unknown.join(', ')} not users of this directory`);
  }

  private async found(m: EntityManager, customerId: number, id: string): Promise<ScimGroup> {
    const key = idOf(id);
    const group = key === null ? null : await groupOf(m, customerId, key);
    if (!group) throw ScimError.notFound('Group', id);
    return group;
  }

  private async resource(m: EntityManager, customerId: number, group: ScimGroup, withMembers: boolean) {
    if (!withMembers) return toScimGroup(group, null, this.base);
    const ids = (await membersOf(m, [group.id])).map((r) => r.personId);
    const emails = await this.people.named(customerId, ids);
    return toScimGroup(
      group,
      ids.map((id) => ({ id, email: emails.get(id) ?? '' })),
      this.base,
    );
  }
}
