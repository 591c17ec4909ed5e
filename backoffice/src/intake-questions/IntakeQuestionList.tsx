import { useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { intakePath } from './paths';
import { tr } from '../i18n/i18nProvider';
import { ValueField } from '../common/ValueField';

export const IntakeQuestionList = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  const base = intakePath(inquiryTypeId);
  return (
    <ListPage
      resource="intake-questions"
      title={tr('portal.ui.intakeQuestionsManagement')}
      back={path('/inquiry-type-management')}
      filter={{ inquiryTypeId }}
      storeKey={`intake-questions.${inquiryTypeId}`}
      actions={<AddButton to={path(`${base}/create`)} label={tr('portal.ui.createIntakeQuestions')} />}
    >
      <TruncatedField source="Title" label="resources.intake-questions.fields.Title" sortable={false} />
      <ValueField source="Type" label="resources.intake-questions.fields.Type" sortable={false} />
      <FunctionField label="portal.ui.maxLength" sortable={false} render={(record) => maxLengthCell(record)} />
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
            <DeleteRowButton successMessage={tr('portal.ui.intakeQuestionDeleted')} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
