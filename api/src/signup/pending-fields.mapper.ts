import { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';
import type { PendingFields } from './pending-registrations.service';

/** What a new organisation's sign-up keeps until its address is confirmed (the password only as its hash). */
export const toPendingFields = (
  dto: CustomerAdminSignupDto,
  passwordHash: string,
  language: string | null,
): PendingFields => ({
  email: dto.Email,
  customerName: dto.CustomerName,
  industry: dto.Industry,
  address: dto.Address ?? '',
  country: dto.Country,
  state: dto.State,
  city: dto.City,
  website: dto.Website,
  firstName: dto.FirstName,
  lastName: dto.LastName,
  designation: dto.Designation ?? '',
  passwordHash,
  language,
});
