import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import QuizIcon from '@mui/icons-material/Quiz';
import { FunctionField, useCanAccess } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { ActiveToggle } from '../common/ActiveToggle';
import { useAppPath } from '../common/useAppPath';
import { BASE } from './paths';

export const InquiryTypeList = () => {
  const path = useAppPath();
  const { canAccess: canManage } = useCanAccess({ resource: 'inquiry-types', action: 'edit' });
  return (
    <ListPage
      resource="inquiry-types"
      title="Inquiry Type Management"
      actions={canManage && <AddButton to={path(`${BASE}/create`)} label="Create New Inquiry Type" />}
    >
      <TruncatedField source="InqType" label="Inquiry Type" sortable={false} />
      <TruncatedField source="Description" label="Details" sortable={false} />
      <FunctionField
        label="Active"
        sortable={false}
        render={() => (
          <ActiveToggle
            disabled={!canManage}
            successMessage="Inquiry Type Edited"
            payload={(r, active) => ({ InqType: r.InqType, Description: r.Description ?? '', IsActive: active })}
          />
        )}
      />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${BASE}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            {canManage && (
              <ActionLink to={path(`${BASE}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            )}
            {canManage && (
              <ActionLink
                to={path(`${BASE}/${record.id}/intake-questions`)}
                label="Intake Questions"
                icon={<QuizIcon fontSize="small" />}
              />
            )}
            <ActionLink
              to={path(`${BASE}/${record.id}/pathways`)}
              label={canManage ? 'Pathways' : 'View Pathways'}
              icon={<AccountTreeIcon fontSize="small" />}
            />
            {canManage && <DeleteRowButton successMessage="Inquiry Type Deleted" />}
          </RowActions>
        )}
      />
    </ListPage>
  );
};
