import { Autocomplete, Checkbox, Chip, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { isLanguage, LANGUAGES } from '@portal/contracts';
import { tr } from '../../i18n/i18nProvider';
import { languageName } from '../../translations/languageNames';
import { isEmail, splitEmails } from './respondentsRules';

/** Every address once, in the order given. */
export const mergeEmails = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The respondents' addresses as chips: a separator (space, comma, semicolon) or leaving the box turns what was typed
 * into addresses; an invalid one shows red. What is still typed is a form value of its own (`typing`), so that the
 * validation and the request count it too.
 */
export const EmailsInput = ({ onAddresses }: { onAddresses: (emails: string[]) => void }) => {
  const emails = useInput({ source: 'emails' });
  const typing = useInput({ source: 'typing' });
  const value: string[] = emails.field.value ?? [];
  const typed: string = typing.field.value ?? '';
  const setEmails = (next: string[]) => {
    emails.field.onChange(next);
    onAddresses(next);
  };
  const error = emails.fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        if (/[\s,;]$/.test(text)) {
          setEmails(mergeEmails(value, splitEmails(text)));
          typing.field.onChange('');
        } else typing.field.onChange(text);
      }}
      onChange={(_event, next) => {
        setEmails(mergeEmails(next.flatMap((v) => splitEmails(String(v)))));
        typing.field.onChange('');
      }}
      renderValue={(chips, getItemProps) =>
        chips.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={email} color={isEmail(email) ? 'default' : 'error'} {...itemProps} />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={tr('portal.ui.respondentEmails')}
          placeholder={tr('portal.ui.typeAnEmailAndPressEnter')}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} helperText="portal.ui.separateSeveralAddresses" />}
          onBlur={() => {
            emails.field.onBlur();
            if (!typed.trim()) return;
            setEmails(mergeEmails(value, splitEmails(typed)));
            typing.field.onChange('');
          }}
        />
      )}
    />
  );
};

/** The invitation mails' language; the empty choice leaves it to the organisation's default. */
export const InvitationLanguageInput = () => {
  const { field } = useInput({ source: 'language' });
  return (
    <TextField
      select
      label={tr('portal.ui.invitationLanguage')}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(isLanguage(event.target.value) ? event.target.value : '')}
      onBlur={field.onBlur}
      name={field.name}
      helperText={tr('portal.ui.invitationLanguageHelp')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 420 }}
    >
      <MenuItem value="">{tr('portal.ui.organisationDefaultLanguage')}</MenuItem>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {languageName(language, tr)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** One checkbox bound to a form value (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label }: { source: string; label: string }) => {
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
      label={label}
    />
  );
};
