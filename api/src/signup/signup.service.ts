import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hasher';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import type { Language } from '@portal/contracts';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { signupConfirmationMail } from '../mail/templates/signup-confirmation';
import { signupExistingAccountMail } from '../mail/templates/signup-existing-account';
import { UsersService } from '../users/users.service';
import { CustomerLookup, SignupResult, toCustomerLookup, toSignupAnswer } from './customer-lookup.mapper';
import { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';
import { toPendingFields } from './pending-fields.mapper';
import { CONFIRMATION_VALID_HOURS, PendingRegistrationsService } from './pending-registrations.service';
import { atLeast } from './response-floor';
import { organisationTaken } from './signup-errors';
import { transaction } from '../database/transaction';
import { isUniqueViolation } from '../database/unique-violation';
import { StaffSignupService } from './staff-signup.service';

/** Every new-organisation sign-up answers no sooner than this, whether or not the address was registered. */
const MIN_RESPONSE_MS = 250;

/**
 * Public sign-up (customer-and-respondent.md §4, decisions.md §3-§4): a new organisation with its
 * customer admin, or the staff sign-up of an email an organisation has invited. A new organisation
 * is only stored as pending and mailed a confirmation link: nothing exists, nobody can log in and the
 * name is not found by the lookup until the address's owner follows it (SignupConfirmationService).
 */
@Injectable()
export class SignupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly staff: StaffSignupService,
    private readonly pending: PendingRegistrationsService,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An active organisation by its name, compared case-insensitively. */
  async findByName(name: string): Promise<CustomerLookup> {
    const customer = await this.customers.findByName(name.trim());
    if (!customer || !customer.isActive) throw ApiError.notFound('Organisation');
    return toCustomerLookup(customer);
  }

  async signup(dto: CustomerAdminSignupDto, ip?: string, language?: Language): Promise<SignupResult> {
    if (dto.CustomerId !== undefined) return this.staff.signup(dto, dto.CustomerId, ip);
    // Storing the pending sign-up takes longer than answering for a registered address: a floor hides the difference.
    return atLeast(MIN_RESPONSE_MS, () => this.organisationSignup(dto, ip, language));
  }

  private async organisationSignup(
    dto: CustomerAdminSignupDto,
    ip?: string,
    language?: Language,
  ): Promise<SignupResult> {
    // Hashed whatever follows, so a registered address answers as slowly as a new one.
    const passwordHash = await hashPassword(dto.Password);
    // Deactivated and deleted organisations keep their name: it cannot be taken over.
    if (await this.customers.findByName(dto.CustomerName, true)) throw organisationTaken();
    if (await this.users.emailTaken(dto.Email)) return this.existingAddress(dto, ip);
    try {
      await transaction(this.dataSource, async (m) => {
        const token = await this.pending.replace(toPendingFields(dto, passwordHash, language ?? null), m);
        await this.mail.enqueue(
          signupConfirmationMail({
            to: dto.Email,
            firstName: dto.FirstName,
            customerName: dto.CustomerName,
            token,
            validHours: CONFIRMATION_VALID_HOURS,
            publicUrl: this.config.publicUrl,
            language,
          }),
          m,
        );
      });
    } catch (err) {
      // Two sign-ups of one address at once: the unique index keeps one, whose mail went out.
      if (!isUniqueViolation(err)) throw err;
    }
    await this.audit.record({ action: 'signup.pending', actorUserId: null, customerId: null, target: dto.Email, ip });
    return toSignupAnswer(dto);
  }

  /**
   * The address already has an account (even a removed one): nothing is created and the answer is
   * the one a new address gets, so the sign-up does not tell who is registered. The owner of an
   * active account learns of the attempt by mail (at most one such mail an hour).
   */
  private async existingAddress(dto: CustomerAdminSignupDto, ip?: string): Promise<SignupResult> {
    const owner = await this.users.findByEmailWithCustomer(dto.Email);
    if (owner) {
      const mail = signupExistingAccountMail({
        to: owner.email,
        firstName: owner.firstName,
        publicUrl: this.config.publicUrl,
        language: mailLanguage(owner.language),
      });
      if (!(await this.mail.queuedSince(owner.email, mail.subject, new Date(Date.now() - 3_600_000))))
        await this.mail.enqueue(mail);
    }
    await this.audit.record({
      action: 'signup.existing-address',
      actorUserId: owner?.id ?? null,
      customerId: owner?.customerId ?? null,
      target: dto.Email,
      ip,
    });
    return toSignupAnswer(dto);
  }
}
