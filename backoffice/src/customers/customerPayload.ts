import { isLanguage, type UpdateCustomerDto } from '@portal/contracts';

/** The fields PUT /Customer/{id} changes (platform-administration.md §3); the rest of the profile is shown only. */
const EDITABLE = ['Website', 'Address', 'State', 'City'] as const satisfies readonly (keyof UpdateCustomerDto)[];

export function customerPayload(data: Record<string, unknown>): UpdateCustomerDto {
  const payload: UpdateCustomerDto = { IsActive: Boolean(data.IsActive) };
  // An empty field clears the customer's own limit: the platform's INVITATIONS_PER_DAY applies again.
  const quota = data.InvitationsPerDay;
  if (quota !== undefined)
    payload.InvitationsPerDay = typeof quota === 'number' && Number.isFinite(quota) ? quota : null;
  // The organisation's default language of invitation mails; a record without one leaves it unchanged.
  if (isLanguage(data.Language)) payload.Language = data.Language;
  for (const field of EDITABLE) {
    const value = data[field];
    if (typeof value === 'string') payload[field] = value;
  }
  return payload;
}
