import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import type { User } from '../users/user.entity';
import { AuditService } from '../audit/audit.service';
import { CustomersService } from '../customers/customers.service';
import { UsersService } from '../users/users.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileView, toProfileView } from './profile.mapper';

/** Manage Profile of customer admins and customer users: their own profile only. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly customers: CustomersService,
  ) {}

  async get(caller: AuthUser, userId: number): Promise<ProfileView> {
    return toProfileView(await this.own(caller, userId));
  }

  async update(caller: AuthUser, userId: number, dto: UpdateProfileDto): Promise<ProfileView> {
    const user = await this.own(caller, userId);
    // A client that sends the whole profile back sends ContributesToBenchmarks unchanged: only a change is the
    // organisation's choice, which its admin alone makes.
    if (
      dto.ContributesToBenchmarks !== undefined &&
      dto.ContributesToBenchmarks !== user.customer?.contributesToBenchmarks
    ) {
      if (!user.isAdmin || user.customerId === null)
        throw ApiError.forbidden(["Only the organisation's admin can change ContributesToBenchmarks"]);
      await this.customers.setContributesToBenchmarks(user.customerId, dto.ContributesToBenchmarks);
      await this.audit.record({
        action: 'benchmark.contribution',
        actorUserId: user.id,
        customerId: user.customerId,
        target: user.email,
        detail: dto.ContributesToBenchmarks ? 'contributes' : 'declines',
      });
    }
    await this.users.updateProfile(user.id, {
      firstName: dto.FirstName,
      lastName: dto.LastName,
      designation: dto.Designation ?? '',
      ...(dto.Language !== undefined ? { language: dto.Language } : {}),
    });
    await this.audit.record({
      action: 'profile.updated',
      actorUserId: user.id,
      customerId: user.customerId,
      target: user.email,
    });
    return toProfileView((await this.users.findWithCustomer(user.id))!);
  }

  /** Another organisation's user answers 404 (never revealed); a colleague's profile is refused. */
  private async own(caller: AuthUser, userId: number): Promise<User> {
    const user = assertTenant(caller, await this.users.findWithCustomer(userId), 'Profile');
    if (user.id !== caller.id) throw ApiError.forbidden(['You can only view and edit your own profile']);
    return user;
  }
}
