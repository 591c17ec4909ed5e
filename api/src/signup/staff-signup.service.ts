import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isLanguage } from '@portal/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { hasPassword } from '../auth/password-hasher';
import type { Customer } from '../customers/customer.entity';
import type { User } from '../users/user.entity';

type ProfileFields = Pick<User, 'firstName' | 'lastName' | 'designation'>;
import { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hasher';
import { TokenService } from '../auth/token.service';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { InvitationsService, type InvitedForm } from '../respondents/invitations.service';
import { UsersService } from '../users/users.service';
import { SignupResult, toSignupResult } from './customer-lookup.mapper';
import { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';

/** One answer for a missing, wrong, spent or expired secret, an address never invited and an unknown organisation alike. */
export const INVITATION_LINK_INVALID =
  'This invitation link is not valid or has expired. Please ask your organisation’s administrator to invite you again.';
const EMAIL_TAKEN = 'Email: An account with this email already exists';
const SIGNUP_FAILED = 'Sign up failed';

/**
 * The staff sign-up (decisions.md §4): admitted only with the secret of the newest invitation mail of
 * that email from that organisation, so only the mailbox's owner can take the invitation. The secret
 * is checked before anything else is looked at: without it the answer says nothing about the address.
 */
@Injectable()
export class StaffSignupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly audit: AuditService,
    private readonly tokens: TokenService,
  ) {}

  async signup(dto: CustomerAdminSignupDto, customerId: number, ip?: string): Promise<SignupResult> {
    // Hashed before the check, so a refusal takes as long as an admission.
    const passwordHash = await hashPassword(dto.Password);
    const key = dto.InvitationKey ?? '';
    try {
      const result = await transaction(this.dataSource, async (m) => {
        const customer = await this.customers.findById(customerId, m);
        const admitted =
          !!key && !!customer?.isActive && (await this.invitations.holdsKey(customerId, dto.Email, key, new Date(), m));
        if (customer?.isActive && key && !admitted) {
          const started = await this.startedFromLink(customerId, dto.Email, key, m);
          if (started) return this.finishStartedAccount(customer, started.account, started.forms, dto, passwordHash, m);
        }
        if (!customer || !admitted) throw ApiError.forbidden([INVITATION_LINK_INVALID], SIGNUP_FAILED);
        // Only the mailbox's owner gets here: telling them the address has an account reveals nothing to anyone else.
        if (await this.users.emailTaken(dto.Email)) throw ApiError.conflict([EMAIL_TAKEN], SIGNUP_FAILED);
        // The account starts in the language its invitation was mailed in.
        const language = await this.invitations.invitedLanguage(customerId, dto.Email, m);
        const invitedTo = await this.invitations.invitedInquiry(customerId, dto.Email, new Date(), m);
        const user = await this.users.create(
          {
            customerId,
            role: Role.CustomerUser,
            email: dto.Email,
            passwordHash,
            firstName: dto.FirstName,
            lastName: dto.LastName,
            designation: dto.Designation ?? '',
            isAdmin: false,
            isActive: true,
            isVerified: false,
            firstTimeLogin: false,
            language: isLanguage(language) ? language : null,
          },
          m,
        );
        await this.invitations.claim(customerId, dto.Email, user.id, m);
        // The secret proved the mailbox, so the new account is signed in and sent to the form it was invited to.
        return {
          ...toSignupResult(customer, user),
          profile: undefined as ProfileFields | undefined,
          Token: this.tokens.issue(user),
          ...(invitedTo ? { InquiryId: invitedTo.inquiryId, InquiryTypeId: invitedTo.inquiryTypeId } : {}),
        };
      });
      if (result.profile) await this.users.updateProfile(result.Id, result.profile);
      await this.audit.record({
        action: 'signup',
        actorUserId: result.Id,
        customerId: result.CustomerId,
        target: result.Email,
        ip,
      });
      const { profile: _profile, ...answer } = result;
      return answer;
    } catch (err) {
      // Two sign-ups racing with the same secret: the unique email index decides, the loser's secret is spent.
      if (err instanceof QueryFailedError && /duplicate|unique/i.test(err.message))
        throw ApiError.forbidden([INVITATION_LINK_INVALID], SIGNUP_FAILED);
      throw err;
    }
  }

  /** An account the invitation link already started (no password yet) whose forms this secret opens. */
  private async startedFromLink(customerId: number, email: string, key: string, m: EntityManager) {
    const [account] = await this.users.findByEmails([email]);
    if (!account || account.customerId !== customerId || !account.isActive || hasPassword(account.passwordHash))
      return null;
    const forms = await this.invitations.keyHolders(customerId, email, key, m);
    return forms.some((f) => f.userId === account.id) ? { account, forms } : null;
  }

  /** The staff sign-up of someone who opened the link first: their account gets the password and names instead of a second account. */
  private async finishStartedAccount(
    customer: Customer,
    account: User,
    forms: InvitedForm[],
    dto: CustomerAdminSignupDto,
    passwordHash: string,
    m: EntityManager,
  ) {
    await this.users.setPassword(account.id, passwordHash, m);
    const now = new Date();
    const invitedTo = forms.find((f) => f.status !== 'completed' && (f.expiryDate === null || f.expiryDate > now));
    const profile: ProfileFields = {
      firstName: dto.FirstName,
      lastName: dto.LastName,
      designation: dto.Designation ?? '',
    };
    const user = { ...account, ...profile, tokenVersion: account.tokenVersion + 1 };
    return {
      ...toSignupResult(customer, user),
      profile,
      Token: this.tokens.issue(user),
      ...(invitedTo ? { InquiryId: invitedTo.inquiryId, InquiryTypeId: invitedTo.inquiryTypeId } : {}),
    };
  }
}
