import { useParams } from 'react-router-dom';
import { BooleanField, TextField } from 'react-admin';
import { useAppPath } from '../common/useAppPath';
import { ShowPage } from '../common/ShowPage';
import { BASE } from './paths';
import { tr } from '../i18n/i18nProvider';

export const InquiryTypeShow = () => {
  const { id } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="inquiry-types" id={id!} title={tr('portal.ui.viewInquiryType')} back={path(BASE)}>
      <TextField source="InqType" label="resources.inquiry-types.fields.InqType" />
      <TextField source="Description" label="resources.inquiry-types.fields.Description" emptyText="-" />
      <BooleanField source="IsActive" label="resources.inquiry-types.fields.IsActive" />
    </ShowPage>
  );
};
