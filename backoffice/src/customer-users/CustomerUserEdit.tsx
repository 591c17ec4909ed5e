import { useParams } from 'react-router-dom';
import { BooleanInput, TextInput } from 'react-admin';
import { EditPage } from '../common/FormPages';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { customerUsersPath } from '../customers/paths';

/** FirstName and LastName required; Email and Admin read-only; Active and Verify can be toggled. */
export const customerUserPayload = (data: Record<string, unknown>) => ({
  FirstName: String(data.FirstName ?? '').trim(),
  LastName: String(data.LastName ?? '').trim(),
  Email: data.Email,
  Designation: data.Designation ?? '',
  IsAdmin: Boolean(data.IsAdmin),
  Active: Boolean(data.Active),
  IsVerified: Boolean(data.IsVerified),
});

export const CustomerUserEdit = () => {
  const { customerId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <EditPage
      id={id}
      resource="customer-users"
      title="Edit Customer User"
      back={path(customerUsersPath(customerId))}
      successMessage="Customer User Edited"
      transform={customerUserPayload}
    >
      <TextInput source="FirstName" label="First Name" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
      <TextInput source="LastName" label="Last Name" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
      <TextInput source="Email" label="Email Address" disabled fullWidth />
      <TextInput source="Designation" label="Job Title" validate={max200} slotProps={TEXT_LIMIT} fullWidth />
      <BooleanInput source="IsAdmin" label="Admin" disabled />
      <BooleanInput source="Active" />
      <BooleanInput source="IsVerified" label="Verify" />
    </EditPage>
  );
};
