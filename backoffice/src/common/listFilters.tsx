import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useInquiryTypeChoices } from './inquiryTypeChoices';
import { tr } from '../i18n/i18nProvider';

/** The API's longest search text (SearchPageQueryDto). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search box of a list the API searches (?search=): labelled Search, what it looks in as its placeholder, always
 * shown; the list debounces typing and goes back to page 1. Longer text than the API takes cannot be typed.
 */
export const ListSearch = ({ help }: { help: string; alwaysOn?: boolean }) => (
  <TextInput
    source="q"
    label="portal.ui.searchList"
    placeholder={help}
    helperText={false}
    resettable
    sx={{ minWidth: { sm: 300 } }}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
      htmlInput: { maxLength: SEARCH_MAX_LENGTH },
    }}
  />
);

/** The inquiry type filter of the library lists (?inquiryTypeId=): every type, or All inquiry types. */
export const InquiryTypeFilter = (_props: { alwaysOn?: boolean }) => {
  const { choices, isPending } = useInquiryTypeChoices();
  return (
    <SelectInput
      source="inquiryTypeId"
      label="portal.ui.inquiryType"
      choices={choices}
      isPending={isPending}
      emptyText={tr('portal.ui.allInquiryTypes')}
      helperText={false}
      sx={{ minWidth: 240 }}
    />
  );
};
