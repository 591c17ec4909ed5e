import type { User } from '../users/user.entity';

/** A customer user as platform-administration.md §3 names its fields. */
export interface CustomerUserItem {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Designation: string;
  IsAdmin: boolean;
  Active: boolean;
  IsVerified: boolean;
}

/** The single read also says which customer the user belongs to (the screens go back to that customer's users). */
export interface CustomerUserDetail extends CustomerUserItem {
  CustomerId: number;
}

export const toCustomerUserItem = (u: User): CustomerUserItem => ({
  Id: u.id,
  FirstName: u.firstName,
  LastName: u.lastName,
  Email: u.email,
  Designation: u.designation,
  IsAdmin: u.isAdmin,
  Active: u.isActive,
  IsVerified: u.isVerified,
});

export const toCustomerUserDetail = (u: User): CustomerUserDetail => ({ ...toCustomerUserItem(u), CustomerId: u.customerId! });
