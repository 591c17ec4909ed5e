import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hasher';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { MailQueue } from '../mail/mail-queue.service';
import { signupExistingAccountMail } from '../mail/templates/signup-existing-account';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CustomerLookup, SignupResult, toCustomerLookup, toSignupAnswer } from './customer-lookup.mapper';
import { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';
import { EmailVerificationService } from './email-verification.service';
import { atLeast } from './response-floor';
import { StaffSignupService } from './staff-signup.service';

const ORGANISATION_TAKEN = 'CustomerName: An organisation with this name already exists';

const SIGNUP_FAILED = 'Sign up failed';
/** Every new-organisation sign-up answers no sooner than this, whether or not the address was registered. */
const MIN_RESPONSE_MS = 250;

/**
 * Public sign-up (customer-and-respondent.md §4, decisions.md §3-§4): a new organisation with its
 * customer admin, or the staff sign-up of an email an organisation has invited.
 */
@Injectable()
export class SignupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly staff: StaffSignupService,
    private readonly verification: EmailVerificationService,
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

  async signup(dto: CustomerAdminSignupDto, ip?: string): Promise<SignupResult> {
    if (dto.CustomerId !== undefined) return this.staff.signup(dto, dto.CustomerId, ip);
    // Creating an organisation takes longer than answering for a registered address: a floor hides the difference.
    return atLeast(MIN_RESPONSE_MS, () => this.organisationSignup(dto, ip));
  }

  private async organisationSignup(dto: CustomerAdminSignupDto, ip?: string): Promise<SignupResult> {
    // Hashed whatever follows, so a registered address answers as slowly as a new one.
    const passwordHash = await hashPassword(dto.Password);
    // Deactivated and deleted organisations keep their name: it cannot be taken over.
    if (await this.customers.findByName(dto.CustomerName, true)) throw ApiError.conflict([ORGANISATION_TAKEN], SIGNUP_FAILED);
    if (await this.users.emailTaken(dto.Email)) return this.existingAddress(dto, ip);
    try {
      const { userId, customerId } = await this.newOrganisation(dto, passwordHash);
      await this.audit.record({ action: 'signup', actorUserId: userId, customerId, target: dto.Email, ip });
      return toSignupAnswer(dto);
    } catch (err) {
      // Two sign-ups racing for the same email or name: the unique index decides.
      if (err instanceof QueryFailedError && /duplicate|unique/i.test(err.message)) {
        if (await this.users.emailTaken(dto.Email)) return this.existingAddress(dto, ip);
        throw ApiError.conflict([ORGANISATION_TAKEN], SIGNUP_FAILED);
      }
      throw err;
    }
  }

  /**
   * The address already has an account (even a removed one): nothing is created and the answer is
   * the one a new address gets, so the sign-up does not tell who is registered. The owner of an
   * active account learns of the attempt by mail (at most one such mail an hour).
   */
  private async existingAddress(dto: CustomerAdminSignupDto, ip?: string): Promise<SignupResult> {
    const owner = await this.users.findByEmailWithCustomer(dto.Email);
    if (owner) {
      const mail = signupExistingAccountMail({ to: owner.email, firstName: owner.firstName, publicUrl: this.config.publicUrl });
      if (!(await this.mail.queuedSince(owner.email, mail.subject, new Date(Date.now() - 3_600_000)))) await this.mail.enqueue(mail);
    }
    await this.audit.record({ action: 'signup.existing-address', actorUserId: owner?.id ?? null, customerId: owner?.customerId ?? null, target: dto.Email, ip });
    return toSignupAnswer(dto);
  }

  /** The organisation, its admin (unverified) and the verification code mail, in one transaction. */
  private async newOrganisation(dto: CustomerAdminSignupDto, passwordHash: string): Promise<{ userId: number; customerId: number }> {
    return this.dataSource.transaction(async (m) => {
      const customer = await this.customers.create(
        {
          name: dto.CustomerName,
          industry: dto.Industry,
          address: dto.Address ?? '',
          country: dto.Country,
          state: dto.State,
          city: dto.City,
          website: dto.Website,
        },
        m,
      );
      const user = await this.createUser(m, dto, passwordHash, customer.id, Role.CustomerAdmin);
      await this.verification.issue(user, m);
      return { userId: user.id, customerId: customer.id };
    });
  }

  private createUser(m: EntityManager, dto: CustomerAdminSignupDto, passwordHash: string, customerId: number, role: Role): Promise<User> {
    const admin = role === Role.CustomerAdmin;
    return this.users.create(
      {
        customerId,
        role,
        email: dto.Email,
        passwordHash,
        firstName: dto.FirstName,
        lastName: dto.LastName,
        designation: dto.Designation ?? '',
        isAdmin: admin,
        isActive: true,
        isVerified: false,
        // A new organisation's admin completes the company profile on first login.
        firstTimeLogin: admin,
      },
      m,
    );
  }
}
