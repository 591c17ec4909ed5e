import { isLanguage } from '@portal/contracts';
import type { User } from '../users/user.entity';
import { ProfileDto } from './dto/profile-response.dto';

export type ProfileView = ProfileDto;

export const toProfileView = (u: User): ProfileView => ({
  Id: u.id,
  CustomerName: u.customer?.name ?? '',
  FirstName: u.firstName,
  LastName: u.lastName,
  Email: u.email,
  Designation: u.designation,
  IsAdmin: u.isAdmin,
  Active: u.isActive,
  Language: isLanguage(u.language) ? u.language : null,
  ContributesToBenchmarks: u.customer?.contributesToBenchmarks ?? true,
});
