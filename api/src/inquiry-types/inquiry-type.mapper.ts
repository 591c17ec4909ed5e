import { InquiryTypeDto } from './dto/inquiry-type-response.dto';
import { InquiryType } from './inquiry-type.entity';

export const toInquiryTypeResponse = (t: InquiryType): InquiryTypeDto => ({
  Id: t.id,
  InqType: t.name,
  Description: t.description,
  IsActive: !!t.isActive,
});

/** Dropdown order: alphabetical ignoring case, with "Other" always last. */
export function dropdownOrder(a: InquiryType, b: InquiryType): number {
  const otherA = a.name.trim().toLowerCase() === 'other';
  const otherB = b.name.trim().toLowerCase() === 'other';
  if (otherA !== otherB) return otherA ? 1 : -1;
  const byName = a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en');
  return byName || a.id - b.id;
}
