import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { Role } from '../common/domain/roles';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { InvitationsService } from '../inquiries/invitations.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ExternalIdentity } from './external-identity';
import type { SsoSettings } from './sso-settings.entity';
import { SsoRefusal } from './sso-refusal';

/**
 * The portal account an SSO identity signs in as: an active user of the organisation itself, or
 * a new CustomerUser when the settings allow it (any address of an allowed domain, or only one
 * with a pending invitation). Never an account of another organisation, never the super admin.
 */
@Injectable()
export class SsoAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly customers: CustomersService,
  ) {}

  async resolve(settings: SsoSettings, identity: ExternalIdentity): Promise<User> {
    // A deactivated or removed organisation signs nobody in, and gains no new accounts.
    if (!(await this.customers.findById(settings.customerId))?.isActive) throw new SsoRefusal('account', 'the organisation is inactive or removed');
    const existing = await this.users.findByEmailWithCustomer(identity.email);
    if (existing) return this.admit(settings, existing);
    // The account's password is a random secret nobody knows: a password reset sets a real one (unless SSO is required).
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await transaction(this.dataSource, async (m) => {
        const customerId = settings.customerId;
        const invited = await this.invitations.invitedInquiry(customerId, identity.email, new Date(), m);
        if (!invited && settings.accountCreation !== 'domain') throw new SsoRefusal('account', 'no pending invitation');
        if (await this.users.emailTaken(identity.email)) throw new SsoRefusal('account', 'the address has a removed account');
        const user = await this.users.create(
          {
            customerId,
            role: Role.CustomerUser,
            email: identity.email,
            passwordHash,
            firstName: (identity.givenName ?? identity.email.split('@')[0]).slice(0, 200),
            lastName: (identity.familyName ?? '').slice(0, 200),
            designation: '',
            isAdmin: false,
            isActive: true,
            // The provider vouched for the address (email_verified).
            isVerified: true,
            firstTimeLogin: false,
          },
          m,
        );
        await this.invitations.claim(customerId, identity.email, user.id, m);
        return user;
      });
    } catch (err) {
      // A second tab creating the same account at the same moment: the unique email decides, then it is an existing user.
      if (!(err instanceof SsoRefusal) && /duplicate|unique/i.test(String((err as Error).message))) {
        const raced = await this.users.findByEmailWithCustomer(identity.email);
        if (raced) return this.admit(settings, raced);
      }
      throw err;
    }
  }

  private admit(settings: SsoSettings, user: User): User {
    if (user.customerId !== settings.customerId || user.role === Role.SuperAdmin) throw new SsoRefusal('account', 'the address belongs to another organisation');
    if (!user.isActive || !user.customer?.isActive) throw new SsoRefusal('account', 'inactive account or organisation');
    return user;
  }
}
