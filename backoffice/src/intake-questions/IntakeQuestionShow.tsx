import { useParams } from 'react-router-dom';
import { FunctionField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { intakePath } from './paths';
import { tr } from '../i18n/i18nProvider';
import { ValueField } from '../common/ValueField';

export const IntakeQuestionShow = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage
      resource="intake-questions"
      id={id}
      title={tr('portal.ui.viewIntakeQuestions')}
      back={path(intakePath(inquiryTypeId))}
    >
      <TextField source="Title" label="resources.intake-questions.fields.Title" />
      <ValueField source="Type" label="resources.intake-questions.fields.Type" />
      <TextField source="Description" />
      <FunctionField label="portal.ui.maxLength" render={(r) => maxLengthCell(r)} />
    </ShowPage>
  );
};
