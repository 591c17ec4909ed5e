import type { UpdateCustomerDto } from '@portal/contracts';

/** The fields PUT /Customer/{id} changes (platform-administration.md §3); the rest of the profile is shown only. */
const EDITABLE = ['Website', 'Address', 'State', 'City'] as const satisfies readonly (keyof UpdateCustomerDto)[];

export function customerPayload(data: Record<string, unknown>): UpdateCustomerDto {
  const payload: UpdateCustomerDto = { IsActive: Boolean(data.IsActive) };
  for (const field of EDITABLE) {
    const value = data[field];
    if (typeof value === 'string') payload[field] = value;
  }
  return payload;
}
