import { Inject, Injectable } from '@nestjs/common';
import { PeopleSyncService } from '../people/people-sync.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ScimError } from './scim-error';
import { equalityFilter, pageOf } from './scim-filter';
import { listResponse, MAX_RESULTS } from './scim-schemas';
import { toScimUser, userFromResource, userPatch } from './scim-users.mapper';
import { idOf } from './scim-values';

/** SCIM Users (RFC 7644 §3): the organisation's people directory, through PeopleSyncService. */
@Injectable()
export class ScimUsersService {
  constructor(
    private readonly people: PeopleSyncService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get base() {
    return `${this.config.publicUrl}/scim/v2`;
  }

  async list(customerId: number, filter?: string, startIndex?: string, count?: string) {
    const eq = equalityFilter(filter, ['username', 'externalid']);
    const { start, size } = pageOf(startIndex, count, MAX_RESULTS);
    const page = await this.people.page(
      customerId,
      eq === null ? {} : eq.attribute === 'username' ? { email: eq.value } : { externalId: eq.value },
      start - 1,
      size,
    );
    return listResponse(
      page.people.map((p) => toScimUser(p, this.base)),
      page.total,
      start,
    );
  }

  async get(customerId: number, id: string) {
    const person = await this.found(customerId, id);
    return toScimUser(person, this.base);
  }

  async create(actorUserId: number, customerId: number, body: unknown) {
    return toScimUser(await this.people.create(actorUserId, customerId, userFromResource(body)), this.base);
  }

  async replace(actorUserId: number, customerId: number, id: string, body: unknown) {
    const key = this.key(id);
    const person = await this.people.update(actorUserId, customerId, key, userFromResource(body));
    if (!person) throw ScimError.notFound('User', id);
    return toScimUser(person, this.base);
  }

  async patch(actorUserId: number, customerId: number, id: string, body: unknown) {
    const key = this.key(id);
    const person = await this.people.update(actorUserId, customerId, key, userPatch(body));
    if (!person) throw ScimError.notFound('User', id);
    return toScimUser(person, this.base);
  }

  async remove(actorUserId: number, customerId: number, id: string): Promise<void> {
    if (!(await this.people.remove(actorUserId, customerId, this.key(id)))) throw ScimError.notFound('User', id);
  }

  private async found(customerId: number, id: string) {
    const person = await this.people.find(customerId, this.key(id));
    if (!person) throw ScimError.notFound('User', id);
    return person;
  }

  private key(id: string): number {
    const key = idOf(id);
    if (key === null) throw ScimError.notFound('User', id);
    return key;
  }
}
