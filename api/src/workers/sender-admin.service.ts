import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { Role } from '../common/domain/roles';
import { UsersService } from '../users/users.service';

/** Something an organisation sends with no one at the keyboard (a programme round, a lifecycle survey). */
export interface SentForOrganisation {
  customerId: number;
  createdByUserId: number;
}

/**
 * Whose name background work sends in: its creator while an active customer admin of the organisation, else the
 * organisation's first active admin; null when it has none. The verified-sender rule and the quota then apply to
 * what it sends as to anything that admin sends.
 */
@Injectable()
export class SenderAdmin {
  constructor(private readonly users: UsersService) {}

  async of(work: SentForOrganisation): Promise<AuthUser | null> {
    const creator = await this.users.findById(work.createdByUserId);
    const isAdmin = (u: typeof creator) =>
      !!u && u.isActive && !u.deletedAt && u.role === Role.CustomerAdmin && u.customerId === work.customerId;
    const actor = isAdmin(creator) ? creator! : (await this.users.activeCustomerAdmins(work.customerId))[0];
    if (!actor) return null;
    return {
      id: actor.id,
      role: actor.role,
      customerId: actor.customerId,
      email: actor.email,
      firstName: actor.firstName,
      lastName: actor.lastName,
      language: actor.language,
    };
  }
}
