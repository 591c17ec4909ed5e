import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import { FunctionField, useDataProvider } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ListSearch } from '../common/listFilters';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { ActiveToggle } from '../common/ActiveToggle';
import { useAppPath } from '../common/useAppPath';
import { customerPayload } from './customerPayload';
import { CUSTOMERS, customerUsersPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const CustomerList = () => {
  const path = useAppPath();
  const dataProvider = useDataProvider();
  // The list carries five fields only; the PUT takes the whole customer, so read it first.
  const togglePayload = async (record: Record<string, unknown>, active: boolean) => {
    const { data } = await dataProvider.getOne('customers', { id: record.id as string });
    return customerPayload({ ...data, IsActive: active });
  };
  return (
    <ListPage
      resource="customers"
      title={tr('portal.ui.profiles')}
      filters={[<ListSearch key="q" alwaysOn help={tr('portal.ui.searchCustomersHelp')} />]}
    >
      <TruncatedField source="CustomerName" label="resources.customers.fields.CustomerName" />
      <TruncatedField source="Industry" label="resources.customers.fields.Industry" />
      <TruncatedField source="Website" />
      <FunctionField
        label="portal.ui.active"
        sortable={false}
        render={() => (
          <ActiveToggle
            name={(r) => r.CustomerName}
            successMessage={tr('portal.ui.customerAdminEdited')}
            payload={togglePayload}
          />
        )}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${CUSTOMERS}/view/${record.id}`)}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            <ActionLink
              to={path(`${CUSTOMERS}/edit/${record.id}`)}
              label={tr('portal.ui.edit')}
              icon={<EditIcon fontSize="small" />}
            />
            {/* The spec's catalogue shows "Pathway Deleted" after deleting a customer too. */}
            <DeleteRowButton successMessage={tr('portal.ui.pathwayDeleted')} />
            <ActionLink
              to={path(customerUsersPath(record.id))}
              label={tr('portal.ui.customerUsers')}
              icon={<GroupIcon fontSize="small" />}
            />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
