import { useParams } from 'react-router-dom';
import { FunctionField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { intakePath } from './paths';

export const IntakeQuestionShow = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="intake-questions" id={id} title="View Intake Questions" back={path(intakePath(inquiryTypeId))}>
      <TextField source="Title" label="Question Title" />
      <TextField source="Type" label="Question Type" />
      <TextField source="Description" />
      <FunctionField label="Max Length" render={(r) => maxLengthCell(r)} />
    </ShowPage>
  );
};
