import { SelectInput } from 'react-admin';
import { isRequired } from './forms';
import { useInquiryTypeChoices } from './inquiryTypeChoices';

/** The inquiry type dropdown: every type, alphabetical ignoring case, Other last. */
export const InquiryTypeInput = ({ source = 'InquiryTypeId', disabled }: { source?: string; disabled?: boolean }) => {
  const { choices, isPending } = useInquiryTypeChoices();
  return (
    <SelectInput
      source={source}
      label="portal.ui.inquiryType"
      choices={choices}
      isPending={isPending}
      validate={isRequired}
      disabled={disabled}
      fullWidth
    />
  );
};
