import { useParams } from 'react-router-dom';
import { FunctionField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { QuestionShowFields } from '../questions/QuestionShowFields';
import { CUSTOM_METRICS, statusLabel } from './paths';

export const CustomQuestionShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="custom-questions" id={id} title="View Custom Added Question" back={path(CUSTOM_METRICS)}>
      {QuestionShowFields()}
      <TextField source="CreatedBy" label="Added By" emptyText="-" />
      <FunctionField label="Status" render={(r) => statusLabel(r.Status)} />
    </ShowPage>
  );
};
