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
import { tr } from '../i18n/i18nProvider';

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
      title={tr('portal.ui.userManagement')}
      back={path(CUSTOMERS)}
      filter={{ customerId }}
      storeKey={`customer-users.${customerId}`}
    >
      <TruncatedField source="FirstName" label="resources.customer-users.fields.FirstName" sortable={false} />
      <TruncatedField source="LastName" label="resources.customer-users.fields.LastName" sortable={false} />
      <TruncatedField source="Email" label="resources.customer-users.fields.Email" sortable={false} />
      <TruncatedField source="Designation" label="resources.customer-users.fields.Designation" sortable={false} />
      <FunctionField
        label="portal.ui.admin"
        sortable={false}
        render={(r) => <Flag value={r.IsAdmin} label={tr('portal.ui.admin')} />}
      />
      <FunctionField
        label="portal.ui.active"
        sortable={false}
        render={(r) => <Flag value={r.Active} label={tr('portal.ui.active')} />}
      />
      <FunctionField
        label="portal.ui.verify"
        sortable={false}
        render={(r) => <Flag value={r.IsVerified} label={tr('portal.ui.verify')} />}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${base}/view/${record.id}`)}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            <ActionLink
              to={path(`${base}/edit/${record.id}`)}
              label={tr('portal.ui.edit')}
              icon={<EditIcon fontSize="small" />}
            />
            <DeleteRowButton successMessage={tr('portal.ui.customerUserDeleted')} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
