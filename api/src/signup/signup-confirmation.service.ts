import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Role } from '../common/domain/roles';
import { CustomersService } from '../customers/customers.service';
import { UsersService } from '../users/users.service';
import { ConfirmSignupResultDto } from './dto/confirm-signup.dto';
import { PendingRegistrationsService } from './pending-registrations.service';
import { addressTaken, confirmationInvalid, organisationTaken } from './signup-errors';
import { isUniqueViolation } from '../database/unique-violation';
import { transaction } from '../database/transaction';

/**
 * The second half of a new organisation's sign-up: the mailed secret proves the address, and only
 * then do the organisation and its admin (verified) exist. All or nothing: a refusal keeps no row.
 */
@Injectable()
export class SignupConfirmationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pending: PendingRegistrationsService,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async confirm(token: string, ip?: string): Promise<ConfirmSignupResultDto> {
    try {
      const created = await transaction(this.dataSource, async (m) => {
        const p = await this.pending.consume(token, m);
        if (!p) throw confirmationInvalid();
        // Deactivated and deleted organisations keep their name, and a removed account its address.
        if (await this.customers.findByName(p.customerName, true)) throw organisationTaken();
        if (await this.users.emailTaken(p.email)) throw addressTaken();
        const customer = await this.customers.create(
          {
            name: p.customerName,
            industry: p.industry,
            address: p.address,
            country: p.country,
            state: p.state,
            city: p.city,
            website: p.website,
            language: p.language,
          },
          m,
        );
        const user = await this.users.create(
          {
            customerId: customer.id,
            role: Role.CustomerAdmin,
            email: p.email,
            passwordHash: p.passwordHash,
            firstName: p.firstName,
            lastName: p.lastName,
            designation: p.designation,
            isAdmin: true,
            isActive: true,
            isVerified: true,
            language: p.language,
            // A new organisation's admin completes the company profile on first login.
            firstTimeLogin: true,
          },
          m,
        );
        return { customerId: customer.id, userId: user.id, email: p.email };
      });
      await this.audit.record({
        action: 'signup.confirmed',
        actorUserId: created.userId,
        customerId: created.customerId,
        target: created.email,
        ip,
      });
      return { CustomerId: created.customerId, Email: created.email };
    } catch (err) {
      // Another sign-up created the name between the check and the insert.
      if (isUniqueViolation(err)) throw organisationTaken();
      throw err;
    }
  }
}
