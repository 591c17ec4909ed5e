import { FunctionField, TextField } from 'react-admin';
import { maxLengthCell } from './questionRules';

const optionList = (options: string[]) => (options.length ? options.join(', ') : '-');

/** The read-only fields of a question, the type's own fields only. */
export const QuestionShowFields = () => [
  <TextField key="area" source="Area" emptyText="-" />,
  <TextField key="title" source="Title" label="Question Title" />,
  <TextField key="type" source="Type" label="Question Type" />,
  <TextField key="desc" source="Description" />,
  <FunctionField key="max" label="Max Length" render={(r) => maxLengthCell(r)} />,
  <FunctionField key="regex" label="Validation" render={(r) => (r.Type === 'Textbox' ? r.ValidationRegex || '-' : '-')} />,
  <FunctionField
    key="options"
    label="Options"
    render={(r) =>
      r.Type === 'Rating' ? optionList(r.RadioButtonOptions) : r.Type === 'Checkbox' ? optionList(r.CheckBoxOptions) : '-'
    }
  />,
];
