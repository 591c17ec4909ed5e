import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import { FunctionField, useDataProvider } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { ActiveToggle } from '../common/ActiveToggle';
import { useAppPath } from '../common/useAppPath';
import { customerPayload } from './customerPayload';
import { CUSTOMERS, customerUsersPath } from './paths';

export const CustomerList = () => {
  const path = useAppPath();
  const dataProvider = useDataProvider();
  // The list carries five fields only; the PUT takes the whole customer, so read it first.
  const togglePayload = async (record: Record<string, unknown>, active: boolean) => {
    const { data } = await dataProvider.getOne('customers', { id: record.id as string });
    return customerPayload({ ...data, IsActive: active });
  };
  return (
    <ListPage resource="customers" title="Profiles">
      <TruncatedField source="CustomerName" label="Organization Name" sortable={false} />
      <TruncatedField source="Industry" label="Industry Type" sortable={false} />
      <TruncatedField source="Website" sortable={false} />
      <FunctionField
        label="Active"
        sortable={false}
        render={() => <ActiveToggle successMessage="Customer Admin Edited" payload={togglePayload} />}
      />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${CUSTOMERS}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            <ActionLink to={path(`${CUSTOMERS}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            {/* The spec's catalogue shows "Pathway Deleted" after deleting a customer too. */}
            <DeleteRowButton successMessage="Pathway Deleted" />
            <ActionLink to={path(customerUsersPath(record.id))} label="Customer Users" icon={<GroupIcon fontSize="small" />} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
