import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { InquiryTypeInputs, inquiryTypePayload } from './inquiryTypeForm';
import { BASE } from './paths';
import { tr } from '../i18n/i18nProvider';

export const InquiryTypeCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage
      resource="inquiry-types"
      title={tr('portal.ui.createNewInquiryType')}
      back={path(BASE)}
      successMessage={tr('portal.ui.newInquiryTypeCreated')}
      transform={inquiryTypePayload}
      defaultValues={{ IsActive: true, Description: '' }}
    >
      <InquiryTypeInputs />
    </CreatePage>
  );
};
