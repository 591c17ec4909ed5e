import { useMemo } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useRefresh, useUpdate } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { tr } from '../i18n/i18nProvider';

type PersonRow = RecordOf<'people'>;

interface PersonForm {
  id: PersonRow['id'];
  Email: string;
  FirstName: string | null;
  LastName: string | null;
  Attributes: { name: string; value: string | null }[];
}

/** The inputs keep the look of plain MUI text fields: outlined, full width, no margin. */
const FIELD = { variant: 'outlined', margin: 'none', size: 'medium', fullWidth: true } as const;

/**
 * A person's names and attributes; an emptied attribute is removed from the person. The address is shown, not edited:
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
  // Every attribute of the directory, and any the person holds that the directory list does not (yet) show. The
  // attributes are a list of name and value, since a name may hold characters a form path cannot (dots).
  const record = useMemo<PersonForm>(() => {
    const names = [
      ...new Set([...(attributes.data?.map((a) => a.Name) ?? []), ...Object.keys(person.Attributes ?? {})]),
    ];
    return {
      id: person.id,
      Email: person.Email,
      FirstName: person.FirstName ?? '',
      LastName: person.LastName ?? '',
      Attributes: names.map((name) => ({ name, value: person.Attributes?.[name] ?? '' })),
    };
  }, [attributes.data, person]);

  const save = (values: FieldValues) => {
    const form = values as PersonForm;
    const Attributes = Object.fromEntries(
      form.Attributes.map(({ name, value }) => [name, (value ?? '').trim()]).filter(([, v]) => v),
    );
    const data = { FirstName: (form.FirstName ?? '').trim(), LastName: (form.LastName ?? '').trim(), Attributes };
    update(
      'people',
      { id: person.id, data, previousData: person },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(tr('portal.people.saved'));
          refresh();
          onClose();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
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
