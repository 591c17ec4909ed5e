import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hasher';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { CustomersService } from '../customers/customers.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CustomerLookup, SignupResult, toCustomerLookup, toSignupResult } from './customer-lookup.mapper';
import { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';
import { StaffSignupService } from './staff-signup.service';

const EMAIL_TAKEN = 'Email: An account with this email already exists';
const ORGANISATION_TAKEN = 'CustomerName: An organisation with this name already exists';

const SIGNUP_FAILED = 'Sign up failed';

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
    private readonly audit: AuditService,
  ) {}

  /** An active organisation by its name, compared case-insensitively. */
  async findByName(name: string): Promise<CustomerLookup> {
    const customer = await this.customers.findByName(name.trim());
    if (!customer || !customer.isActive) throw ApiError.notFound('Organisation');
    return toCustomerLookup(customer);
  }

  async signup(dto: CustomerAdminSignupDto, ip?: string): Promise<SignupResult> {
    if (dto.CustomerId !== undefined) return this.staff.signup(dto, dto.CustomerId, ip);
    if (await this.users.emailTaken(dto.Email)) throw ApiError.conflict([EMAIL_TAKEN], SIGNUP_FAILED);
    const passwordHash = await hashPassword(dto.Password);
    try {
      const result = await this.newOrganisation(dto, passwordHash);
      await this.audit.record({ action: 'signup', actorUserId: result.Id, customerId: result.CustomerId, target: result.Email, ip });
      return result;
    } catch (err) {
      // Two sign-ups racing for the same email or name: the unique index decides, the loser gets the same 409.
      if (err instanceof QueryFailedError && /duplicate|unique/i.test(err.message)) {
        const emailTaken = await this.users.emailTaken(dto.Email);
        throw ApiError.conflict([emailTaken ? EMAIL_TAKEN : ORGANISATION_TAKEN], SIGNUP_FAILED);
      }
      throw err;
    }
  }

  private async newOrganisation(dto: CustomerAdminSignupDto, passwordHash: string): Promise<SignupResult> {
    // Deactivated and deleted organisations keep their name: it cannot be taken over.
    if (await this.customers.findByName(dto.CustomerName, true)) throw ApiError.conflict([ORGANISATION_TAKEN], SIGNUP_FAILED);
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
      return toSignupResult(customer, user);
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
