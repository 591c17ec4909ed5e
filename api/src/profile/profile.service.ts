import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { User } from '../users/user.entity';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileView, toProfileView } from './profile.mapper';

/** Manage Profile of customer admins and customer users: their own profile only. */
@Injectable()
export class ProfileService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async get(caller: AuthUser, userId: number): Promise<ProfileView> {
    return toProfileView(await this.own(caller, userId));
  }

  async update(caller: AuthUser, userId: number, dto: UpdateProfileDto): Promise<ProfileView> {
    const user = await this.own(caller, userId);
    await this.users.update({ id: user.id }, { firstName: dto.FirstName, lastName: dto.LastName, designation: dto.Designation ?? '' });
    return toProfileView(await this.users.findOneOrFail({ where: { id: user.id }, relations: { customer: true } }));
  }

  /** Another organisation's user answers 404 (never revealed); a colleague's profile is refused. */
  private async own(caller: AuthUser, userId: number): Promise<User> {
    const user = assertTenant(caller, await this.users.findOne({ where: { id: userId }, relations: { customer: true } }), 'Profile');
    if (user.id !== caller.id) throw ApiError.forbidden(['You can only view and edit your own profile']);
    return user;
  }
}
