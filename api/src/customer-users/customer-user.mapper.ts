import type { User } from '../users/user.entity';
import { CustomerUserDto, CustomerUserItemDto } from './dto/customer-user-responses.dto';

export type CustomerUserItem = CustomerUserItemDto;

export type CustomerUserDetail = CustomerUserDto;

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

export const toCustomerUserDetail = (u: User): CustomerUserDetail => ({
  ...toCustomerUserItem(u),
  CustomerId: u.customerId!,
});
