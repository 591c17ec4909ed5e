import { useParams } from 'react-router-dom';
import { BooleanInput, TextInput } from 'react-admin';
import { EditPage } from '../common/FormPages';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { customerUsersPath } from '../customers/paths';
import { tr } from '../i18n/i18nProvider';

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
      title={tr('portal.ui.editCustomerUser')}
      back={path(customerUsersPath(customerId))}
      successMessage={tr('portal.ui.customerUserEdited')}
      transform={customerUserPayload}
    >
      <TextInput
        source="FirstName"
        label="resources.customer-users.fields.FirstName"
        validate={[isRequired, max200]}
        slotProps={TEXT_LIMIT}
        fullWidth
      />
      <TextInput
        source="LastName"
        label="resources.customer-users.fields.LastName"
        validate={[isRequired, max200]}
        slotProps={TEXT_LIMIT}
        fullWidth
      />
      <TextInput source="Email" label="resources.customer-users.fields.Email" disabled fullWidth />
      <TextInput
        source="Designation"
        label="resources.customer-users.fields.Designation"
        validate={max200}
        slotProps={TEXT_LIMIT}
        fullWidth
      />
      <BooleanInput source="IsAdmin" label="resources.customer-users.fields.IsAdmin" disabled />
      <BooleanInput source="Active" />
      <BooleanInput source="IsVerified" label="resources.customer-users.fields.IsVerified" />
    </EditPage>
  );
};
