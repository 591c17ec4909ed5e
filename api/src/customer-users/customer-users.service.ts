import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { CustomersService } from '../customers/customers.service';
import { User } from '../users/user.entity';
import { CustomerUserDetail, CustomerUserItem, toCustomerUserDetail, toCustomerUserItem } from './customer-user.mapper';
import { UpdateCustomerUserDto } from './dto/update-customer-user.dto';

/** The super admin's management of the users of a customer (platform-administration.md §2.4, §4, §5). */
@Injectable()
export class CustomerUsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly customers: CustomersService,
    private readonly audit: AuditService,
  ) {}

  /** The users of one (not deleted) customer, newest first; deleted users are hidden. */
  async list(customerId: number, page: PageQueryDto): Promise<Paged<CustomerUserItem>> {
    await this.customers.get(customerId);
    const qb = this.users.createQueryBuilder('u').where('u.customerId = :customerId', { customerId }).orderBy('u.id', 'DESC');
    return paginate(qb, page, toCustomerUserItem);
  }

  async get(id: number): Promise<CustomerUserDetail> {
    return toCustomerUserDetail(await this.find(id));
  }

  /** Names, job title, Active and IsVerified only; deactivation revokes the user's tokens at once. */
  async update(id: number, dto: UpdateCustomerUserDto, actor: AuthUser): Promise<CustomerUserDetail> {
    const user = await this.find(id);
    const wasActive = user.isActive;
    const wasVerified = user.isVerified;
    user.firstName = dto.FirstName;
    user.lastName = dto.LastName;
    if (dto.Designation !== undefined) user.designation = dto.Designation ?? '';
    if (dto.Active !== undefined && dto.Active !== null) user.isActive = dto.Active;
    if (dto.IsVerified !== undefined && dto.IsVerified !== null) user.isVerified = dto.IsVerified;
    if (wasActive && !user.isActive) user.tokenVersion += 1;
    const saved = await this.users.save(user);
    if (saved.isActive !== wasActive) {
      await this.audit.record({ action: saved.isActive ? 'user.activated' : 'user.deactivated', actorUserId: actor.id, customerId: saved.customerId, target: saved.email });
    }
    if (saved.isVerified !== wasVerified) {
      await this.audit.record({ action: saved.isVerified ? 'user.verified' : 'user.unverified', actorUserId: actor.id, customerId: saved.customerId, target: saved.email });
    }
    return toCustomerUserDetail(saved);
  }

  /** Deactivates and hides the user (soft delete) and revokes their tokens; forms and answers stay. */
  async remove(id: number, actor: AuthUser): Promise<CustomerUserDetail> {
    const user = await this.find(id);
    await this.users.manager.transaction(async (m) => {
      await m.update(User, { id }, { isActive: false, tokenVersion: user.tokenVersion + 1 });
      await m.softDelete(User, { id });
    });
    await this.audit.record({ action: 'user.deleted', actorUserId: actor.id, customerId: user.customerId, target: user.email });
    return toCustomerUserDetail({ ...user, isActive: false });
  }

  /** Super admins are not customer users; users of a deleted customer are hidden with it. */
  private async find(id: number): Promise<User> {
    const user = await this.users.findOne({ where: { id, customerId: Not(IsNull()) }, relations: { customer: true } });
    if (!user || !user.customer || user.customer.deletedAt) throw ApiError.notFound('Customer user');
    return user;
  }
}
