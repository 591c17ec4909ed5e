import { BooleanInput, TextInput } from 'react-admin';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';

/** InqType required; Description and IsActive are sent (platform-administration.md §5). */
export const InquiryTypeInputs = () => (
  <>
    <TextInput
      source="InqType"
      label="portal.ui.inquiryType"
      validate={[isRequired, max200]}
      slotProps={TEXT_LIMIT}
      fullWidth
    />
    <TextInput
      source="Description"
      label="portal.ui.details"
      multiline
      minRows={3}
      validate={max200}
      slotProps={TEXT_LIMIT}
      fullWidth
    />
    <BooleanInput source="IsActive" label="portal.ui.active" />
  </>
);

export const inquiryTypePayload = (data: Record<string, unknown>) => ({
  InqType: String(data.InqType ?? '').trim(),
  Description: String(data.Description ?? ''),
  IsActive: Boolean(data.IsActive),
});
