import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { Role } from '../common/domain/roles';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { InvitationsService } from '../respondents/invitations.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ExternalIdentity } from './external-identity';
import type { SsoSettings } from './sso-settings.entity';
import { SsoLinksService } from './sso-links.service';
import { SsoRefusal } from './sso-refusal';

/** Who an identity signs in as, or the account whose owner must first prove it is theirs (the link step). */
export type Resolution = { user: User } | { linkTo: User };

/**
 * The portal account an SSO identity signs in as. An identity linked before (issuer + subject)
 * signs in as its account; an address that matches an account of the organisation only leads to
 * the link step, where the account's owner proves it once (an email claim alone is the provider's
 * word, and the organisation's admin chooses the provider); a new CustomerUser is created, and
 * linked, when the settings allow it (any address of a proved domain, or only a pending invitation).
 * Never an account of another organisation, never the super admin.
 */
@Injectable()
export class SsoAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly customers: CustomersService,
    private readonly links: SsoLinksService,
  ) {}

  async resolve(settings: SsoSettings, identity: ExternalIdentity): Promise<Resolution> {
    // A deactivated or removed organisation signs nobody in, and gains no new accounts.
    if (!(await this.customers.findById(settings.customerId))?.isActive)
      throw new SsoRefusal('account', 'the organisation is inactive or removed');
    const linked = await this.linkedUser(settings, identity);
    if (linked) return { user: linked };
    const existing = await this.users.findByEmailWithCustomer(identity.email);
    if (existing) return { linkTo: this.admit(settings, existing) };
    // The account's password is a random secret nobody knows: a password reset sets a real one (unless SSO is required).
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await transaction(this.dataSource, async (m) => {
        const customerId = settings.customerId;
        const invited = await this.invitations.invitedInquiry(customerId, identity.email, new Date(), m);
        if (!invited && settings.accountCreation !== 'domain') throw new SsoRefusal('account', 'no pending invitation');
        // The domain rule creates no account for a person another organisation has invited: that
        // invitation would lapse, and the account would be this organisation's provider's, not theirs.
        if (!invited && (await this.invitations.invitedElsewhere(customerId, identity.email, new Date(), m)))
          throw new SsoRefusal('account', 'the address has a pending invitation of another organisation');
        if (await this.users.emailTaken(identity.email))
          throw new SsoRefusal('account', 'the address has a removed account');
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
        // Created by this identity, so linked to it from the start.
        await this.links.link(m, customerId, identity, user.id);
        return { user };
      });
    } catch (err) {
      // A second tab creating the same account at the same moment: the unique email (or link) decides.
      if (!(err instanceof SsoRefusal) && /duplicate|unique/i.test(String((err as Error).message))) {
        const won = await this.linkedUser(settings, identity);
        if (won) return { user: won };
        const raced = await this.users.findByEmailWithCustomer(identity.email);
        if (raced) return { linkTo: this.admit(settings, raced) };
      }
      throw err;
    }
  }

  /** The account linked to this identity, if any; refused when it may not sign in. */
  private async linkedUser(settings: SsoSettings, identity: ExternalIdentity): Promise<User | null> {
    const userId = await this.links.linkedUserId(settings.customerId, identity);
    if (userId === null) return null;
    const user = await this.users.findWithCustomer(userId);
    if (!user) throw new SsoRefusal('account', 'the linked account is removed');
    return this.admit(settings, user);
  }

  admit(settings: SsoSettings, user: User): User {
    if (user.customerId !== settings.customerId || user.role === Role.SuperAdmin)
      throw new SsoRefusal('account', 'the address belongs to another organisation');
    if (!user.isActive || !user.customer?.isActive) throw new SsoRefusal('account', 'inactive account or organisation');
    return user;
  }
}
