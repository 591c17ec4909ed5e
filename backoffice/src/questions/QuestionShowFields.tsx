import { FunctionField, TextField } from 'react-admin';
import { maxLengthCell } from './questionRules';

const optionList = (options: string[]) => (options.length ? options.join(', ') : '-');

/** The read-only fields of a question, the type's own fields only. */
export const QuestionShowFields = () => [
  <TextField key="area" source="Area" emptyText="-" />,
  <TextField key="title" source="Title" label="portal.ui.questionTitle" />,
  <TextField key="type" source="Type" label="portal.ui.questionType" />,
  <TextField key="desc" source="Description" />,
  <FunctionField key="max" label="portal.ui.maxLength" render={(r) => maxLengthCell(r)} />,
  <FunctionField key="regex" label="portal.ui.validation" render={(r) => (r.Type === 'Textbox' ? r.ValidationRegex || '-' : '-')} />,
  <FunctionField
    key="options"
    label="portal.ui.options"
    render={(r) =>
      r.Type === 'Rating' ? optionList(r.RadioButtonOptions) : r.Type === 'Checkbox' ? optionList(r.CheckBoxOptions) : '-'
    }
  />,
];
