import { BooleanInput, TextInput } from 'react-admin';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';

/** InqType required; Description and IsActive are sent (platform-administration.md §5). */
export const InquiryTypeInputs = () => (
  <>
    <TextInput source="InqType" label="Inquiry Type" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
    <TextInput source="Description" label="Details" multiline minRows={3} validate={max200} slotProps={TEXT_LIMIT} fullWidth />
    <BooleanInput source="IsActive" label="Active" />
  </>
);

export const inquiryTypePayload = (data: Record<string, unknown>) => ({
  InqType: String(data.InqType ?? '').trim(),
  Description: String(data.Description ?? ''),
  IsActive: Boolean(data.IsActive),
});
