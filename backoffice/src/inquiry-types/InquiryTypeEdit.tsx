import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { InquiryTypeInputs, inquiryTypePayload } from './inquiryTypeForm';
import { BASE } from './paths';

export const InquiryTypeEdit = () => {
  const { id } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id!}
        resource="inquiry-types"
        title="Edit Inquiry Type"
        back={path(BASE)}
        successMessage="Inquiry Type Edited"
        transform={inquiryTypePayload}
      >
        <InquiryTypeInputs />
      </EditPage>
      <TranslationsPanel kind="InquiryType" id={id!} />
    </>
  );
};
