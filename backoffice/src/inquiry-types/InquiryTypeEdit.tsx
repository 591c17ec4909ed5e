import { Card } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Edit } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { useSavedThen } from '../common/forms';
import { InquiryTypeForm, inquiryTypePayload } from './InquiryTypeForm';
import { BASE } from './paths';

export const InquiryTypeEdit = () => {
  const { id } = useParams();
  const path = useAppPath();
  const onSuccess = useSavedThen('Inquiry Type Edited', path(BASE));
  return (
    <>
      <PageHeader title="Edit Inquiry Type" back={path(BASE)} />
      <Edit
        resource="inquiry-types"
        id={id}
        component={Card}
        actions={false}
        mutationMode="pessimistic"
        transform={inquiryTypePayload}
        mutationOptions={{ onSuccess }}
        title=" "
      >
        <InquiryTypeForm cancelTo={path(BASE)} />
      </Edit>
    </>
  );
};
