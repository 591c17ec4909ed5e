import { useParams } from 'react-router-dom';
import { FunctionField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { QuestionShowFields } from '../questions/QuestionShowFields';
import { CUSTOM_METRICS, statusLabel } from './paths';
import { tr } from '../i18n/i18nProvider';

export const CustomQuestionShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage
      resource="custom-questions"
      id={id}
      title={tr('portal.ui.viewCustomAddedQuestion')}
      back={path(CUSTOM_METRICS)}
    >
      {QuestionShowFields({ custom: true })}
      <TextField source="CreatedBy" label="resources.custom-questions.fields.CreatedBy" emptyText="-" />
      <FunctionField label="portal.ui.status" render={(r) => tr(`portal.values.${statusLabel(r.Status)}`)} />
      <FunctionField
        label="portal.review.reasonLabel"
        render={(r) => (r.Status === 'Reject' ? r.RejectReason || tr('portal.review.noReason') : '-')}
      />
    </ShowPage>
  );
};
