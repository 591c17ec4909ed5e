import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRefresh, useUpdate } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { tr } from '../i18n/i18nProvider';

type PersonRow = RecordOf<'people'>;

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
  const [form, setForm] = useState({
    FirstName: person.FirstName ?? '',
    LastName: person.LastName ?? '',
    Attributes: { ...person.Attributes },
  });
  const [update, { isPending }] = useUpdate();
  const toast = useToast();
  const refresh = useRefresh();
  // Every attribute of the directory, and any the person holds that the directory list does not (yet) show.
  const names = [...new Set([...(attributes.data?.map((a) => a.Name) ?? []), ...Object.keys(person.Attributes ?? {})])];

  const save = () => {
    const Attributes = Object.fromEntries(
      Object.entries(form.Attributes)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    const data = { FirstName: form.FirstName.trim(), LastName: form.LastName.trim(), Attributes };
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
        <Box
          component="form"
          id="person-edit"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextField
            label={tr('portal.people.email')}
            value={person.Email}
            slotProps={{ input: { readOnly: true } }}
            helperText={tr('portal.people.emailFixed')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={tr('portal.people.firstName')}
              value={form.FirstName}
              onChange={(event) => setForm({ ...form, FirstName: event.target.value })}
            />
            <TextField
              label={tr('portal.people.lastName')}
              value={form.LastName}
              onChange={(event) => setForm({ ...form, LastName: event.target.value })}
            />
          </Box>
          {names.map((name) => (
            <TextField
              key={name}
              label={name}
              value={form.Attributes[name] ?? ''}
              onChange={(event) => setForm({ ...form, Attributes: { ...form.Attributes, [name]: event.target.value } })}
            />
          ))}
        </Box>
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
