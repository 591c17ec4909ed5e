import { Card } from '@mui/material';
import { Create } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { useSavedThen } from '../common/forms';
import { InquiryTypeForm, inquiryTypePayload } from './InquiryTypeForm';
import { BASE } from './paths';

export const InquiryTypeCreate = () => {
  const path = useAppPath();
  const onSuccess = useSavedThen('New Inquiry Type Created', path(BASE));
  return (
    <>
      <PageHeader title="Create New Inquiry Type" back={path(BASE)} />
      <Create resource="inquiry-types" component={Card} transform={inquiryTypePayload} mutationOptions={{ onSuccess }} title=" ">
        <InquiryTypeForm cancelTo={path(BASE)} />
      </Create>
    </>
  );
};
