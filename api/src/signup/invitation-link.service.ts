import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isLanguage } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword, hasPassword, NO_PASSWORD } from '../auth/password-hasher';
import { PasswordHooks } from '../auth/password-hooks';
import { SSO_REQUIRED_MESSAGE } from '../auth/password-login-policy';
import { TokenService } from '../auth/token.service';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { isUniqueViolation } from '../database/unique-violation';
import { PeopleService } from '../people/people.service';
import { InvitationsService, type InvitedForm } from '../respondents/invitations.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { InvitationOpenedDto, InvitationPasswordSetDto, OpenInvitationDto } from './dto/invitation-link.dto';

export const LINK_INVALID_TITLE = 'Invitation link not valid';
export const LINK_EXPIRED_TITLE = 'Invitation expired';
export const LINK_USED_TITLE = 'Invitation already answered';
const LINK_INVALID =
  'This invitation link is not valid: it may be incomplete, or a newer invitation replaced it. Open the newest invitation mail, or ask your organisation’s administrator to send the invitation again.';
const LINK_USED =
  'You have already submitted your answers to this survey. To see them, sign in (if you have no password yet, use Forgot password).';
const linkExpired = (expiry: Date | null) =>
  `This survey closed${expiry ? ` on ${expiry.toISOString().slice(0, 10)}` : ''}. Ask your organisation’s administrator to extend it if you still want to answer.`;

/**
 * The respondent's way in by invitation link: the secret of the mail opens the form at once, without a
 * password. The first opening makes an account without a password for the address (the mailbox owner is
 * proven by the secret) and claims the organisation's invitations; later openings continue. The session it
 * gives reaches only that person's surveys (auth/invitation-scope.ts). An address with a password signs in.
 */
@Injectable()
export class InvitationLinkService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly people: PeopleService,
    private readonly tokens: TokenService,
    private readonly hooks: PasswordHooks,
    private readonly audit: AuditService,
  ) {}

  async open(dto: OpenInvitationDto, ip?: string, now = new Date()): Promise<InvitationOpenedDto> {
    const customer = await this.customers.findByName(dto.Organisation.trim());
    const forms = customer?.isActive ? await this.invitations.keyHolders(customer.id, dto.Email, dto.Key) : [];
    if (!customer || !forms.length) throw invalid();
    const [account] = await this.users.findByEmails([dto.Email]);
    if (account && !this.mayUseLink(account, customer.id)) throw invalid();
    const form = this.formToOpen(forms, now);
    const base = {
      Email: dto.Email,
      Organisation: customer.name,
      InquiryId: form.inquiryId,
      InquiryTypeId: form.inquiryTypeId,
    };
    if (account && hasPassword(account.passwordHash))
      return {
        ...base,
        Outcome: 'login',
        FirstName: account.firstName,
        LastName: account.lastName,
        CustomerUserId: account.id,
      };
    if (account) return this.opened('continue', base, account, ip);
    try {
      return this.opened('start', base, await this.startAccount(customer.id, dto.Email), ip);
    } catch (err) {
      // Two openings of the same link at once: the unique email index let one make the account; the other continues it.
      if (!isUniqueViolation(err)) throw err;
      const [made] = await this.users.findByEmails([dto.Email]);
      if (!made || !this.mayUseLink(made, customer.id) || hasPassword(made.passwordHash)) throw invalid();
      return this.opened('continue', base, made, ip);
    }
  }

  /** The first password of an account started from a link, set from the link's session: a full session replaces it. */
  async setPassword(caller: AuthUser, password: string, ip?: string): Promise<InvitationPasswordSetDto> {
    if (caller.scope !== 'invitation')
      throw ApiError.forbidden(['Only a session opened by an invitation link sets its first password here']);
    const user = await this.users.findByIdOrFail(caller.id);
    if (hasPassword(user.passwordHash))
      throw ApiError.conflict(['This account already has a password: change it under Manage Profile']);
    // A password would open a full session where the organisation admits single sign-on only.
    if (user.customerId !== null && (await this.hooks.loginPolicy?.requiresSso(user.customerId)))
      throw ApiError.forbidden([SSO_REQUIRED_MESSAGE]);
    const passwordHash = await hashPassword(password);
    await transaction(this.dataSource, async (m) => {
      await this.users.setPassword(user.id, passwordHash, m);
      await this.hooks.setListener?.passwordSet(user.id, m);
    });
    await this.audit.record({ action: 'password.set', actorUserId: user.id, customerId: user.customerId, ip });
    return { token: this.tokens.issue(await this.users.findByIdOrFail(user.id)) };
  }

  private mayUseLink(account: User, customerId: number): boolean {
    return account.customerId === customerId && account.isActive && account.role === Role.CustomerUser;
  }

  /** The newest invited form still to answer; otherwise why the link leads nowhere (answered, or closed). */
  private formToOpen(forms: InvitedForm[], now: Date): InvitedForm {
    const closed = (f: InvitedForm) => f.published || (f.expiryDate !== null && f.expiryDate <= now);
    const open = forms.filter((f) => !closed(f));
    const todo = open.find((f) => f.status !== 'completed');
    if (todo) return todo;
    if (open.length) throw new ApiError(HttpStatus.GONE, LINK_USED_TITLE, [LINK_USED]);
    const latest = forms
      .map((f) => f.expiryDate)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    throw new ApiError(HttpStatus.GONE, LINK_EXPIRED_TITLE, [linkExpired(latest ?? null)]);
  }

  private async startAccount(customerId: number, email: string): Promise<User> {
    const known = await this.people.nameOf(customerId, email);
    return transaction(this.dataSource, async (m) => {
      const language = await this.invitations.invitedLanguage(customerId, email, m);
      const user = await this.users.create(
        {
          customerId,
          role: Role.CustomerUser,
          email,
          passwordHash: NO_PASSWORD,
          firstName: known?.firstName ?? '',
          lastName: known?.lastName ?? '',
          designation: '',
          isAdmin: false,
          isActive: true,
          // The secret came by mail to this address.
          isVerified: true,
          firstTimeLogin: false,
          language: isLanguage(language) ? language : null,
        },
        m,
      );
      await this.invitations.claim(customerId, email, user.id, m);
      return user;
    });
  }

  private async opened(
    outcome: 'start' | 'continue',
    base: Pick<InvitationOpenedDto, 'Email' | 'Organisation' | 'InquiryId' | 'InquiryTypeId'>,
    user: User,
    ip?: string,
  ): Promise<InvitationOpenedDto> {
    await this.audit.record({
      action: 'invitation.opened',
      actorUserId: user.id,
      customerId: user.customerId,
      target: user.email,
      detail: `Inquiry ${base.InquiryId}`,
      ip,
    });
    return {
      ...base,
      Outcome: outcome,
      Token: this.tokens.issue(user, 'invitation'),
      FirstName: user.firstName,
      LastName: user.lastName,
      CustomerUserId: user.id,
    };
  }
}

const invalid = () => ApiError.forbidden([LINK_INVALID], LINK_INVALID_TITLE);
