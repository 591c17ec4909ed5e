import { SelectInput, TextInput } from 'react-admin';
import { isRequired } from '../common/forms';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { LONG_LIMIT, maxLong } from '../common/longText';
import { RESULT_AREAS, type CreateFindingDto, type ResultArea } from '@portal/contracts';
import { choices } from '../questions/questionRules';

/** InquiryTypeId, Area and FindingDetail required; findings use the four areas. */
export const FindingInputs = () => (
  <>
    <InquiryTypeInput />
    <SelectInput source="Area" choices={choices(RESULT_AREAS)} validate={isRequired} fullWidth />
    <TextInput
      source="FindingDetail"
      label="portal.ui.findingsDetails"
      multiline
      minRows={4}
      validate={[isRequired, maxLong]}
      slotProps={LONG_LIMIT}
      fullWidth
    />
  </>
);

export const findingPayload = (data: Record<string, unknown>): CreateFindingDto => ({
  InquiryTypeId: Number(data.InquiryTypeId),
  Area: data.Area as ResultArea,
  FindingDetail: String(data.FindingDetail ?? '').trim(),
});
