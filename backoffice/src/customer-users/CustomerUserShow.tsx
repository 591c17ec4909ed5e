import { useParams } from 'react-router-dom';
import { BooleanField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { customerUsersPath } from '../customers/paths';

export const CustomerUserShow = () => {
  const { customerId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="customer-users" id={id} title="View Customer User" back={path(customerUsersPath(customerId))}>
      <TextField source="FirstName" label="First Name" />
      <TextField source="LastName" label="Last Name" />
      <TextField source="Email" label="Email Address" />
      <TextField source="Designation" label="Job Title" emptyText="-" />
      <BooleanField source="IsAdmin" label="Admin" />
      <BooleanField source="Active" />
      <BooleanField source="IsVerified" label="Verify" />
    </ShowPage>
  );
};
