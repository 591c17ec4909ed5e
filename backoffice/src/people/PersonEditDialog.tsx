import { useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useRefresh, useUpdate } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { tr } from '../i18n/i18nProvider';
import { managerRefusal } from './managerRefusal';

type PersonRow = RecordOf<'people'>;

interface PersonForm {
  id: PersonRow['id'];
  Email: string;
  FirstName: string | null;
  LastName: string | null;
  ManagerEmail: string | null;
  Attributes: { name: string; value: string | null }[];
}

/** The inputs keep the look of plain MUI text fields: outlined, full width, no margin. */
const FIELD = { variant: 'outlined', margin: 'none', size: 'medium', fullWidth: true } as const;
const REFUSED = {
  '& .MuiInputLabel-root, & .MuiFormHelperText-root': { color: 'error.main' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'error.main' },
} as const;

/**
 * A person's names, manager and attributes; an emptied attribute is removed from the person. The address is shown, not edited:
 * it is the person's key in imports.
 */
export const PersonEditDialog = ({ person, onClose }: { person: PersonRow; onClose: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const attributes = useQuery({
    queryKey: ['people', 'attributes'],
    queryFn: () => dataProvider.getPeopleAttributes(),
  });
  const [update, { isPending }] = useUpdate();
  const toast = useToast();
  const refresh = useRefresh();
  // Held beside the form, not as its field error: a failed save refetches the people's queries and the form may reset.
  const [refusal, setRefusal] = useState<string | undefined>();
  // Every attribute of the directory, and any the person holds that the directory list does not (yet) show. The
  // attributes are a list of name and value, since a name may hold characters a form path cannot (dots).
  // Keyed by the names, not the answer, so a refetch of the same attributes does not reset what is being typed.
  const directoryNames = (attributes.data?.map((a) => a.Name) ?? []).join('\n');
  const record = useMemo<PersonForm>(() => {
    const names = [
      ...new Set([...directoryNames.split('\n').filter(Boolean), ...Object.keys(person.Attributes ?? {})]),
    ];
    return {
      id: person.id,
      Email: person.Email,
      FirstName: person.FirstName ?? '',
      LastName: person.LastName ?? '',
      ManagerEmail: person.ManagerEmail ?? '',
      Attributes: names.map((name) => ({ name, value: person.Attributes?.[name] ?? '' })),
    };
  }, [directoryNames, person]);

  const save = async (values: FieldValues) => {
    const form = values as PersonForm;
    const Attributes = Object.fromEntries(
      form.Attributes.map(({ name, value }) => [name, (value ?? '').trim()]).filter(([, v]) => v),
    );
    const data = {
      FirstName: (form.FirstName ?? '').trim(),
      LastName: (form.LastName ?? '').trim(),
      // '' puts the person at the top of the hierarchy.
      ManagerEmail: (form.ManagerEmail ?? '').trim(),
      Attributes,
    };
    setRefusal(undefined);
    try {
      await update(
        'people',
        { id: person.id, data, previousData: person },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      // The API's refusal of the manager (their own manager, unknown, a cycle) is shown on the Manager field.
      const refused = managerRefusal(error);
      if (refused) setRefusal(refused);
      else toast.error(errorText(error));
      return;
    }
    toast.success(tr('portal.people.saved'));
    refresh();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="person-edit-title">
      <DialogTitle id="person-edit-title">{tr('portal.people.edit')}</DialogTitle>
      <DialogContent>
        <Form id="person-edit" record={record} onSubmit={save} noValidate>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextInput
              source="Email"
              label={tr('portal.people.email')}
              readOnly
              helperText={tr('portal.people.emailFixed')}
              {...FIELD}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextInput source="FirstName" label={tr('portal.people.firstName')} helperText={false} {...FIELD} />
              <TextInput source="LastName" label={tr('portal.people.lastName')} helperText={false} {...FIELD} />
            </Box>
            <TextInput
              source="ManagerEmail"
              type="email"
              label={tr('portal.managers.manager')}
              // react-admin sets the field's error state from its own validation only: the refusal is marked here, for
              // the eye and for assistive technology.
              slotProps={{ htmlInput: { 'aria-invalid': Boolean(refusal) } }}
              sx={refusal ? REFUSED : undefined}
              helperText={refusal ? <span role="alert">{refusal}</span> : tr('portal.managers.managerHelp')}
              onChange={() => setRefusal(undefined)}
              {...FIELD}
            />
            {record.Attributes.map(({ name }, index) => (
              // The attribute's own name, shown as it is (a string label would go through translation).
              <TextInput
                key={name}
                source={`Attributes.${index}.value`}
                label={<>{name}</>}
                helperText={false}
                {...FIELD}
              />
            ))}
          </Box>
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.ui.cancel')}</Button>
        <Button type="submit" form="person-edit" variant="contained" disabled={isPending}>
          {tr('portal.people.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
