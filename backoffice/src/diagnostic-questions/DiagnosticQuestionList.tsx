import { useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, TextField, useCanAccess } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { pathwaysPath } from '../pathways/paths';
import { diagnosticPath } from './paths';

export const DiagnosticQuestionList = () => {
  const { inquiryTypeId = '', pathwayId = '' } = useParams();
  const path = useAppPath();
  const base = diagnosticPath(inquiryTypeId, pathwayId);
  const { canAccess: canManage } = useCanAccess({ resource: 'diagnostic-questions', action: 'edit' });
  return (
    <ListPage
      resource="diagnostic-questions"
      title={canManage ? 'Manage or View Diagnostic Questions' : 'View Diagnostic Questions'}
      back={path(pathwaysPath(inquiryTypeId))}
      filter={{ pathwayId }}
      storeKey={`diagnostic-questions.${pathwayId}`}
      actions={canManage && <AddButton to={path(`${base}/create`)} label="Add New Questions" />}
    >
      <TruncatedField source="Title" label="Question Title" sortable={false} />
      <TextField source="Type" label="Question Type" sortable={false} />
      <FunctionField label="Max Length" sortable={false} render={(record) => maxLengthCell(record)} />
      <TextField source="Area" sortable={false} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${base}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            {canManage && <ActionLink to={path(`${base}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />}
            {canManage && <DeleteRowButton successMessage="Diagnostic Question Deleted" />}
          </RowActions>
        )}
      />
    </ListPage>
  );
};
