/** Every field of a customer, as PUT /Customer/{id} takes it (platform-administration.md §3). */
export const CUSTOMER_FIELDS = [
  'CustomerName', 'Industry', 'Website', 'Address', 'State', 'City', 'Country', 'YearsInBusiness', 'Duration',
  'ProfitOrNon', 'OwnershipStructure', 'AnnualRevenue', 'AverageFTE', 'NumberOfLocations', 'HeadquarterAddress', 'IsActive',
] as const;

export function customerPayload(data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of CUSTOMER_FIELDS) if (data[field] !== undefined) payload[field] = data[field];
  payload.IsActive = Boolean(data.IsActive);
  return payload;
}
