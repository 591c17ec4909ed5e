import { useEffect, useState } from 'react';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { PersonDto } from '../providers/peopleMethods';
import { tr } from '../i18n/i18nProvider';

const SEARCH_DELAY_MS = 300;
const PICK_PAGE = 20;

/** The group chosen: form values beside the respondents' (the request leaves them out). */
const ATTRIBUTE = 'directory.attribute';
const VALUE = 'directory.value';
const SELECT = { variant: 'outlined', size: 'small', margin: 'none', helperText: false } as const;

const personLabel = (p: PersonDto) => {
  const name = [p.FirstName, p.LastName].filter(Boolean).join(' ');
  return name ? `${name} <${p.Email}>` : p.Email;
};

/**
 * Respondents from the organisation's people directory: everyone holding one attribute value ("all of
 * Department = Sales"), or people picked one by one. Their addresses join the form's list; nothing is sent until the
 * form is. Not drawn when the organisation has no directory yet. Drawn inside the respondents' react-admin form.
 */
export const AddFromDirectory = ({ onAdd }: { onAdd: (emails: string[]) => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const attributes = useQuery({
    queryKey: ['people', 'attributes'],
    queryFn: () => dataProvider.getPeopleAttributes(),
    retry: false,
  });
  const { setValue } = useFormContext();
  const attribute: string = useWatch({ name: ATTRIBUTE }) ?? '';
  const value: string = useWatch({ name: VALUE }) ?? '';
  const group = useQuery({
    queryKey: ['people', 'with', attribute, value],
    queryFn: () => dataProvider.getPeopleWith(attribute, value),
    enabled: Boolean(attribute && value),
  });
  const [typing, setTyping] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typing.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  const found = useQuery({
    queryKey: ['people', 'pick', search],
    queryFn: async () =>
      (
        await dataProvider.getList<PersonDto & { id: number }>('people', {
          pagination: { page: 1, perPage: PICK_PAGE },
          sort: { field: 'Email', order: 'ASC' },
          filter: search ? { search } : {},
        })
      ).data,
  });

  const list = attributes.data ?? [];
  if (attributes.isError || (list.length === 0 && !found.data?.length)) return null;
  const values = list.find((a) => a.Name === attribute)?.Values ?? [];
  const people = group.data ?? [];

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {tr('portal.people.fromDirectory')}
      </Typography>
      {list.length > 0 && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <SelectInput
            source={ATTRIBUTE}
            label="portal.people.attribute"
            choices={list.map((a) => ({ id: a.Name, name: a.Name }))}
            translateChoice={false}
            onChange={() => setValue(VALUE, '')}
            {...SELECT}
            sx={{ minWidth: 180, flex: '1 1 180px' }}
          />
          <SelectInput
            source={VALUE}
            label="portal.people.value"
            choices={values.map((v) => ({ id: v, name: v }))}
            translateChoice={false}
            disabled={!attribute}
            {...SELECT}
            sx={{ minWidth: 180, flex: '1 1 180px' }}
          />
          <Button
            variant="outlined"
            startIcon={<GroupAddIcon />}
            disabled={!value || group.isPending || people.length === 0}
            onClick={() => onAdd(people.map((p) => p.Email.toLowerCase()))}
            sx={{ minHeight: 40 }}
          >
            {value && !group.isPending
              ? tr('portal.people.addGroup', { smart_count: people.length, attribute, value })
              : tr('portal.people.addEveryone')}
          </Button>
        </Box>
      )}
      <Autocomplete
        options={found.data ?? []}
        filterOptions={(options) => options}
        getOptionLabel={personLabel}
        isOptionEqualToValue={(a, b) => a.Id === b.Id}
        inputValue={typing}
        onInputChange={(_event, text, reason) => reason !== 'reset' && setTyping(text)}
        value={null}
        onChange={(_event, person) => {
          if (!person) return;
          onAdd([person.Email.toLowerCase()]);
          setTyping('');
        }}
        loading={found.isPending}
        noOptionsText={tr('portal.people.noneFound')}
        renderInput={(params) => <TextField {...params} size="small" label={tr('portal.people.pickPerson')} />}
      />
    </Box>
  );
};
