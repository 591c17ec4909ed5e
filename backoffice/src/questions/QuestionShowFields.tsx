import { FunctionField, TextField } from 'react-admin';
import { maxLengthCell } from './questionRules';
import { ValueField } from '../common/ValueField';
import { tr } from '../i18n/i18nProvider';
import { valueKey } from '../common/valueKey';

const optionList = (options: string[]) => (options.length ? options.join(', ') : '-');

/**
 * The read-only fields of a question, the type's own fields only. A custom question's Rating has no options: it is
 * asked on the 1-5 scale with Don't know.
 */
export const QuestionShowFields = ({ custom = false }: { custom?: boolean } = {}) => [
  <ValueField key="area" source="Area" label="portal.ui.area" emptyText="-" />,
  <TextField key="title" source="Title" label="portal.ui.questionTitle" />,
  <ValueField key="type" source="Type" label="portal.ui.questionType" />,
  <TextField key="desc" source="Description" label="portal.ui.description" />,
  <FunctionField key="max" label="portal.ui.maxLength" render={(r) => maxLengthCell(r)} />,
  <FunctionField
    key="regex"
    label="portal.ui.validation"
    render={(r) =>
      r.Type === 'Textbox' && r.ValidationRegex ? tr(valueKey(r.ValidationRegex), { _: r.ValidationRegex }) : '-'
    }
  />,
  <FunctionField
    key="options"
    label="portal.ui.options"
    render={(r) =>
      r.Type === 'Rating'
        ? custom
          ? tr('portal.ui.ratingScaleNote')
          : optionList(r.RadioButtonOptions)
        : r.Type === 'Checkbox'
          ? optionList(r.CheckBoxOptions)
          : '-'
    }
  />,
];
