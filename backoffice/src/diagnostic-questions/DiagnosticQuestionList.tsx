import { useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, useCanAccess } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { pathwaysPath } from '../pathways/paths';
import { diagnosticPath } from './paths';
import { tr } from '../i18n/i18nProvider';
import { ValueField } from '../common/ValueField';

export const DiagnosticQuestionList = () => {
  const { inquiryTypeId = '', pathwayId = '' } = useParams();
  const path = useAppPath();
  const base = diagnosticPath(inquiryTypeId, pathwayId);
  const { canAccess: canManage } = useCanAccess({ resource: 'diagnostic-questions', action: 'edit' });
  return (
    <ListPage
      resource="diagnostic-questions"
      title={tr(canManage ? 'portal.ui.manageOrViewDiagnosticQuestions' : 'portal.ui.viewDiagnosticQuestions')}
      back={path(pathwaysPath(inquiryTypeId))}
      filter={{ pathwayId }}
      storeKey={`diagnostic-questions.${pathwayId}`}
      actions={canManage && <AddButton to={path(`${base}/create`)} label={tr('portal.ui.addNewQuestions')} />}
    >
      <TruncatedField source="Title" label="resources.diagnostic-questions.fields.Title" sortable={false} />
      <ValueField source="Type" label="resources.diagnostic-questions.fields.Type" sortable={false} />
      <FunctionField label="portal.ui.maxLength" sortable={false} render={(record) => maxLengthCell(record)} />
      <ValueField source="Area" sortable={false} />
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
            {canManage && (
              <ActionLink
                to={path(`${base}/edit/${record.id}`)}
                label={tr('portal.ui.edit')}
                icon={<EditIcon fontSize="small" />}
              />
            )}
            {canManage && <DeleteRowButton successMessage={tr('portal.ui.diagnosticQuestionDeleted')} />}
          </RowActions>
        )}
      />
    </ListPage>
  );
};
