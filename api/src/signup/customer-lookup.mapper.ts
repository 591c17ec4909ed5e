import type { Customer } from '../customers/customer.entity';
import type { User } from '../users/user.entity';

/** GET /api/Customer/CustomerByName/{name}: the "Customer (lookup)" fields of customer-and-respondent.md §3. */
export interface CustomerLookup {
  CustomerId: number;
  CustomerName: string;
  Industry: string;
  Address: string;
  Country: string;
  State: string;
  City: string;
  Website: string;
}

export const toCustomerLookup = (c: Customer): CustomerLookup => ({
  CustomerId: c.id,
  CustomerName: c.name,
  Industry: c.industry,
  Address: c.address,
  Country: c.country,
  State: c.state,
  City: c.city,
  Website: c.website,
});

/** The answer of a successful sign-up: the organisation and the account created (never the password). */
export interface SignupResult extends CustomerLookup {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Designation: string;
  Role: string;
  IsAdmin: boolean;
  Active: boolean;
}

export const toSignupResult = (c: Customer, u: User): SignupResult => ({
  ...toCustomerLookup(c),
  Id: u.id,
  FirstName: u.firstName,
  LastName: u.lastName,
  Email: u.email,
  Designation: u.designation,
  Role: u.role,
  IsAdmin: u.isAdmin,
  Active: u.isActive,
});
