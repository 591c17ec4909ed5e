import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import QuizIcon from '@mui/icons-material/Quiz';
import { FunctionField, useCanAccess } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ListSearch } from '../common/listFilters';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { ActiveToggle } from '../common/ActiveToggle';
import { useAppPath } from '../common/useAppPath';
import { BASE } from './paths';
import { tr } from '../i18n/i18nProvider';

export const InquiryTypeList = () => {
  const path = useAppPath();
  const { canAccess: canManage } = useCanAccess({ resource: 'inquiry-types', action: 'edit' });
  return (
    <ListPage
      resource="inquiry-types"
      title={tr('portal.ui.inquiryTypeManagement')}
      filters={[<ListSearch key="q" alwaysOn help={tr('portal.ui.searchInquiryTypesHelp')} />]}
      actions={canManage && <AddButton to={path(`${BASE}/create`)} label={tr('portal.ui.createNewInquiryType')} />}
    >
      <TruncatedField source="InqType" label="resources.inquiry-types.fields.InqType" />
      <TruncatedField source="Description" label="resources.inquiry-types.fields.Description" sortable={false} />
      <FunctionField
        label="portal.ui.active"
        sortable={false}
        render={() => (
          <ActiveToggle
            name={(r) => r.InqType}
            disabled={!canManage}
            successMessage={tr('portal.ui.inquiryTypeEdited')}
            payload={(r, active) => ({ InqType: r.InqType, Description: r.Description ?? '', IsActive: active })}
          />
        )}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${BASE}/view/${record.id}`)}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            {canManage && (
              <ActionLink
                to={path(`${BASE}/edit/${record.id}`)}
                label={tr('portal.ui.edit')}
                icon={<EditIcon fontSize="small" />}
              />
            )}
            {canManage && (
              <ActionLink
                to={path(`${BASE}/${record.id}/intake-questions`)}
                label={tr('portal.ui.intakeQuestions')}
                icon={<QuizIcon fontSize="small" />}
              />
            )}
            <ActionLink
              to={path(`${BASE}/${record.id}/pathways`)}
              label={tr(canManage ? 'portal.ui.pathways' : 'portal.ui.viewPathways')}
              icon={<AccountTreeIcon fontSize="small" />}
            />
            {canManage && <DeleteRowButton successMessage={tr('portal.ui.inquiryTypeDeleted')} />}
          </RowActions>
        )}
      />
    </ListPage>
  );
};
