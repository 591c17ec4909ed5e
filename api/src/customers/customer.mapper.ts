import { isLanguage } from '@portal/contracts';
import { rawBoolean } from '../database/raw-values';
import { Customer } from './customer.entity';
import { CustomerDto, CustomerListItemDto } from './dto/customer-responses.dto';

export type CustomerListItem = CustomerListItemDto;
export type CustomerDetail = CustomerDto;

/** A customer of the list as read with plain SQL. */
export interface CustomerListRow {
  id: number;
  name: string;
  industry: string;
  website: string;
  isActive: number | boolean;
}

export const rawCustomerListItem = (c: CustomerListRow): CustomerListItem => ({
  CustomerId: Number(c.id),
  CustomerName: c.name,
  Industry: c.industry,
  Website: c.website,
  IsActive: rawBoolean(c.isActive),
});

export const toCustomerDetail = (c: Customer): CustomerDetail => ({
  CustomerId: c.id,
  CustomerName: c.name,
  Industry: c.industry,
  Website: c.website,
  Address: c.address,
  State: c.state,
  City: c.city,
  Country: c.country,
  YearsInBusiness: c.yearsInBusiness,
  Duration: c.duration,
  ProfitOrNon: c.profitOrNon,
  OwnershipStructure: c.ownershipStructure,
  AnnualRevenue: c.annualRevenue,
  AverageFTE: c.averageFte,
  NumberOfLocations: c.numberOfLocations,
  HeadquarterAddress: c.headquarterAddress,
  IsActive: c.isActive,
  InvitationsPerDay: c.invitationsPerDay ?? null,
  Language: isLanguage(c.language) ? c.language : null,
});
