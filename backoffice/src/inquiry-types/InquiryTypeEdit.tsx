import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { InquiryTypeInputs, inquiryTypePayload } from './inquiryTypeForm';
import { BASE } from './paths';
import { tr } from '../i18n/i18nProvider';

export const InquiryTypeEdit = () => {
  const { id } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id!}
        resource="inquiry-types"
        title={tr('portal.ui.editInquiryType')}
        back={path(BASE)}
        successMessage={tr('portal.ui.inquiryTypeEdited')}
        transform={inquiryTypePayload}
      >
        <InquiryTypeInputs />
      </EditPage>
      <TranslationsPanel kind="InquiryType" id={id!} />
    </>
  );
};
