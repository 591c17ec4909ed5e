import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { InquiryTypeInputs, inquiryTypePayload } from './inquiryTypeForm';
import { BASE } from './paths';

export const InquiryTypeCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage
      resource="inquiry-types"
      title="Create New Inquiry Type"
      back={path(BASE)}
      successMessage="New Inquiry Type Created"
      transform={inquiryTypePayload}
      defaultValues={{ IsActive: true, Description: '' }}
    >
      <InquiryTypeInputs />
    </CreatePage>
  );
};
