import type { Customer } from '../customers/customer.entity';
import type { User } from '../users/user.entity';
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
