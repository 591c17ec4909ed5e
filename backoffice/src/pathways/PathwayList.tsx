import { useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { FunctionField, useCanAccess } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { pathwaysPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const PathwayList = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  const base = pathwaysPath(inquiryTypeId);
  const { canAccess: canManage } = useCanAccess({ resource: 'pathways', action: 'edit' });
  return (
    <ListPage
      resource="pathways"
      title={tr(canManage ? 'portal.ui.manageOrViewPathways' : 'portal.ui.viewPathways')}
      back={path('/inquiry-type-management')}
      filter={{ inquiryTypeId }}
      storeKey={`pathways.${inquiryTypeId}`}
      actions={canManage && <AddButton to={path(`${base}/create`)} label={tr('portal.ui.createPathways')} />}
    >
      <TruncatedField source="InquiryTypeName" label="resources.pathways.fields.InquiryTypeName" sortable={false} />
      <TruncatedField source="Name" label="resources.pathways.fields.Name" sortable={false} />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${base}/view/${record.id}`)}
              label={canManage ? 'View' : 'View Pathway'}
              icon={<VisibilityIcon fontSize="small" />}
            />
            {canManage && (
              <ActionLink
                to={path(`${base}/edit/${record.id}`)}
                label={tr('portal.ui.edit')}
                icon={<EditIcon fontSize="small" />}
              />
            )}
            <ActionLink
              to={path(`${base}/${record.id}/diagnostic-questions`)}
              label={canManage ? 'Diagnostic Questions' : 'View Diagnostic Questions'}
              icon={<ListAltIcon fontSize="small" />}
            />
            {canManage && <DeleteRowButton successMessage={tr('portal.ui.pathwayDeleted')} />}
          </RowActions>
        )}
      />
    </ListPage>
  );
};
