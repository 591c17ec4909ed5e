import type { User } from '../users/user.entity';

/** The profile screen's fields (customer-and-respondent.md §3 "Profile"). */
export interface ProfileView {
  Id: number;
  CustomerName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Designation: string;
  IsAdmin: boolean;
  Active: boolean;
}

export const toProfileView = (u: User): ProfileView => ({
  Id: u.id,
  CustomerName: u.customer?.name ?? '',
  FirstName: u.firstName,
  LastName: u.lastName,
  Email: u.email,
  Designation: u.designation,
  IsAdmin: u.isAdmin,
  Active: u.isActive,
});
