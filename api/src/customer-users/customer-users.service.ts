import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Paged } from '../common/paging/paged';
import { CustomersService } from '../customers/customers.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CustomerUserDetail, CustomerUserItem, toCustomerUserDetail, toCustomerUserItem } from './customer-user.mapper';
import { UpdateCustomerUserDto } from './dto/update-customer-user.dto';

/** The super admin's management of the users of a customer (platform-administration.md §2.4, §4, §5). */
@Injectable()
export class CustomerUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly customers: CustomersService,
    private readonly audit: AuditService,
  ) {}

  /** The users of one (not deleted) customer, newest first; deleted users are hidden. */
  async list(customerId: number, page: PageQueryDto): Promise<Paged<CustomerUserItem>> {
    await this.customers.get(customerId);
    return this.users.pageOfCustomer(customerId, page, toCustomerUserItem);
  }

  async get(id: number): Promise<CustomerUserDetail> {
    return toCustomerUserDetail(await this.find(id));
  }

  /** Names, job title, Active and IsVerified only; deactivation revokes the user's tokens at once. */
  async update(id: number, dto: UpdateCustomerUserDto, actor: AuthUser): Promise<CustomerUserDetail> {
    const user = await this.find(id);
    const wasActive = user.isActive;
    const wasVerified = user.isVerified;
    const saved = await this.users.updateAccount(user, {
      firstName: dto.FirstName,
      lastName: dto.LastName,
      ...(dto.Designation !== undefined && { designation: dto.Designation ?? '' }),
      ...(dto.Active !== undefined && dto.Active !== null && { isActive: dto.Active }),
      ...(dto.IsVerified !== undefined && dto.IsVerified !== null && { isVerified: dto.IsVerified }),
    });
    if (saved.isActive !== wasActive) {
      await this.audit.record({
        action: saved.isActive ? 'user.activated' : 'user.deactivated',
        actorUserId: actor.id,
        customerId: saved.customerId,
        target: saved.email,
      });
    }
    if (saved.isVerified !== wasVerified) {
      await this.audit.record({
        action: saved.isVerified ? 'user.verified' : 'user.unverified',
        actorUserId: actor.id,
        customerId: saved.customerId,
        target: saved.email,
      });
    }
    return toCustomerUserDetail(saved);
  }

  /** Deactivates and hides the user (soft delete) and revokes their tokens; forms and answers stay. */
  async remove(id: number, actor: AuthUser): Promise<CustomerUserDetail> {
    const user = await this.find(id);
    await this.users.softDelete(user);
    await this.audit.record({
      action: 'user.deleted',
      actorUserId: actor.id,
      customerId: user.customerId,
      target: user.email,
    });
    return toCustomerUserDetail({ ...user, isActive: false });
  }

  /** Super admins are not customer users; users of a deleted customer are hidden with it. */
  private async find(id: number): Promise<User> {
    const user = await this.users.findCustomerUser(id);
    if (!user || !user.customer || user.customer.deletedAt) throw ApiError.notFound('Customer user');
    return user;
  }
}
