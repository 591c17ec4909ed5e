import { TextInput } from 'react-admin';
import type { CreatePathwayDto } from '@portal/contracts';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';

export const PathwayInputs = () => (
  <TextInput
    source="Name"
    label="portal.ui.pathwayName"
    validate={[isRequired, max200]}
    slotProps={TEXT_LIMIT}
    fullWidth
  />
);

/** Pathway saves carry InquiryTypeId and Name. */
export const pathwayPayload =
  (inquiryTypeId: string) =>
  (data: Record<string, unknown>): CreatePathwayDto => ({
    InquiryTypeId: Number(inquiryTypeId),
    Name: String(data.Name ?? '').trim(),
  });
