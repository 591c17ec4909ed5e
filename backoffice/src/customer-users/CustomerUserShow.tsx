import { useParams } from 'react-router-dom';
import { BooleanField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { customerUsersPath } from '../customers/paths';
import { tr } from '../i18n/i18nProvider';

export const CustomerUserShow = () => {
  const { customerId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage
      resource="customer-users"
      id={id}
      title={tr('portal.ui.viewCustomerUser')}
      back={path(customerUsersPath(customerId))}
    >
      <TextField source="FirstName" label="resources.customer-users.fields.FirstName" />
      <TextField source="LastName" label="resources.customer-users.fields.LastName" />
      <TextField source="Email" label="resources.customer-users.fields.Email" />
      <TextField source="Designation" label="resources.customer-users.fields.Designation" emptyText="-" />
      <BooleanField source="IsAdmin" label="resources.customer-users.fields.IsAdmin" />
      <BooleanField source="Active" />
      <BooleanField source="IsVerified" label="resources.customer-users.fields.IsVerified" />
    </ShowPage>
  );
};
