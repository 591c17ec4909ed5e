import { useParams } from 'react-router-dom';
import { BooleanField, TextField } from 'react-admin';
import { useAppPath } from '../common/useAppPath';
import { ShowPage } from '../common/ShowPage';
import { BASE } from './paths';

export const InquiryTypeShow = () => {
  const { id } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="inquiry-types" id={id!} title="View Inquiry Type" back={path(BASE)}>
      <TextField source="InqType" label="Inquiry Type" />
      <TextField source="Description" label="Details" emptyText="-" />
      <BooleanField source="IsActive" label="Active" />
    </ShowPage>
  );
};
