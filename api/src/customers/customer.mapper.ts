import { Customer } from './customer.entity';

/** A row of GET /api/Customer (platform-administration.md §3: the list returns only these). */
export interface CustomerListItem {
  CustomerId: number;
  CustomerName: string;
  Industry: string;
  Website: string;
  IsActive: boolean;
}

/** GET /api/Customer/{id}: every customer field of platform-administration.md §3. */
export interface CustomerDetail extends CustomerListItem {
  Address: string;
  State: string;
  City: string;
  Country: string;
  YearsInBusiness: string | null;
  Duration: string | null;
  ProfitOrNon: string | null;
  OwnershipStructure: string | null;
  AnnualRevenue: string | null;
  AverageFTE: string | null;
  NumberOfLocations: string | null;
  HeadquarterAddress: string | null;
}

export const toCustomerListItem = (c: Customer): CustomerListItem => ({
  CustomerId: c.id,
  CustomerName: c.name,
  Industry: c.industry,
  Website: c.website,
  IsActive: c.isActive,
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
});
