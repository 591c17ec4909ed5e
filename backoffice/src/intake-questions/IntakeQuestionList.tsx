import { useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, TextField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { intakePath } from './paths';

export const IntakeQuestionList = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  const base = intakePath(inquiryTypeId);
  return (
    <ListPage
      resource="intake-questions"
      title="Intake Questions Management"
      back={path('/inquiry-type-management')}
      filter={{ inquiryTypeId }}
      storeKey={`intake-questions.${inquiryTypeId}`}
      actions={<AddButton to={path(`${base}/create`)} label="Create Intake Questions" />}
    >
      <TruncatedField source="Title" label="Question Title" sortable={false} />
      <TextField source="Type" label="Question Type" sortable={false} />
      <FunctionField label="Max Length" sortable={false} render={(record) => maxLengthCell(record)} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${base}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            <ActionLink to={path(`${base}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            <DeleteRowButton successMessage="Intake Question Deleted" />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
