import type { Customer } from '../customers/customer.entity';
import type { User } from '../users/user.entity';
import type { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';
import { CustomerLookupDto, SignupResultDto } from './dto/signup-responses.dto';

export type CustomerLookup = CustomerLookupDto;

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

export type SignupResult = SignupResultDto;

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

/**
 * The answer to a new organisation's sign-up: what was sent, with Id and CustomerId 0. It is the same
 * whether or not the address already had an account (then nothing was created), so it tells no one
 * who is registered; the admin logs in once the mailed link has confirmed the address.
 */
export const toSignupAnswer = (dto: CustomerAdminSignupDto): SignupResult => ({
  CustomerId: 0,
  CustomerName: dto.CustomerName,
  Industry: dto.Industry,
  Address: dto.Address ?? '',
  Country: dto.Country,
  State: dto.State,
  City: dto.City,
  Website: dto.Website,
  Id: 0,
  FirstName: dto.FirstName,
  LastName: dto.LastName,
  Email: dto.Email,
  Designation: dto.Designation ?? '',
  Role: 'CustomerAdmin',
  IsAdmin: true,
  Active: true,
});
