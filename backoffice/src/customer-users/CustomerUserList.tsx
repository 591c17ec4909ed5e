import { useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { Checkbox } from '@mui/material';
import { FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { CUSTOMERS, customerUsersPath } from '../customers/paths';

const Flag = ({ value, label }: { value: unknown; label: string }) => (
  <Checkbox checked={Boolean(value)} disabled size="small" slotProps={{ input: { 'aria-label': label } }} />
);

export const CustomerUserList = () => {
  const { customerId = '' } = useParams();
  const path = useAppPath();
  const base = customerUsersPath(customerId);
  return (
    <ListPage
      resource="customer-users"
      title="User Management"
      back={path(CUSTOMERS)}
      filter={{ customerId }}
      storeKey={`customer-users.${customerId}`}
    >
      <TruncatedField source="FirstName" label="First Name" sortable={false} />
      <TruncatedField source="LastName" label="Last Name" sortable={false} />
      <TruncatedField source="Email" label="Email Address" sortable={false} />
      <TruncatedField source="Designation" label="Job Title" sortable={false} />
      <FunctionField label="Admin" sortable={false} render={(r) => <Flag value={r.IsAdmin} label="Admin" />} />
      <FunctionField label="Active" sortable={false} render={(r) => <Flag value={r.Active} label="Active" />} />
      <FunctionField label="Verify" sortable={false} render={(r) => <Flag value={r.IsVerified} label="Verify" />} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${base}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            <ActionLink to={path(`${base}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            <DeleteRowButton successMessage="Customer User Deleted" />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
