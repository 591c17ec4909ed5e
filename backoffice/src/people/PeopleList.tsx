import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import EditIcon from '@mui/icons-material/Edit';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FunctionField, TextField as TextColumn, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { useAppPath } from '../common/useAppPath';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { tr } from '../i18n/i18nProvider';
import { PersonEditDialog } from './PersonEditDialog';
import { PEOPLE_HIERARCHY, PEOPLE_IMPORT } from './paths';

type PersonRow = RecordOf<'people'>;

// Typing waits this long before the list asks again, so a word is one request, not one per letter.
const SEARCH_DELAY_MS = 300;

const EditPersonButton = () => {
  const record = useRecordContext<PersonRow>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = [record.FirstName, record.LastName].filter(Boolean).join(' ') || record.Email;
  return (
    <>
      <Tooltip title={tr('portal.people.edit')}>
        <IconButton
          aria-label={tr('portal.people.editNamed', { name })}
          size="small"
          color="primary"
          onClick={() => setOpen(true)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <PersonEditDialog person={record} onClose={() => setOpen(false)} />}
    </>
  );
};

/** The organisation's people directory: search on name and address, one column per attribute, edit and delete. */
export const PeopleList = () => {
  const path = useAppPath();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess: canImport } = useCanAccess({ resource: 'people', action: 'import' });
  const [typing, setTyping] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typing.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  const attributes = useQuery({
    queryKey: ['people', 'attributes'],
    queryFn: () => dataProvider.getPeopleAttributes(),
  });
  const names = attributes.data?.map((a) => a.Name) ?? [];

  return (
    <ListPage
      resource="people"
      title={tr('portal.people.title')}
      filter={search ? { search } : undefined}
      actions={
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            alignItems: 'center',
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          <TextField
            type="search"
            size="small"
            margin="none"
            label={tr('portal.people.search')}
            placeholder={tr('portal.people.searchHelp')}
            value={typing}
            onChange={(event) => setTyping(event.target.value)}
            sx={{ width: { xs: '100%', sm: 300 } }}
          />
          <Button
            component={Link}
            to={path(PEOPLE_HIERARCHY)}
            variant="outlined"
            startIcon={<AccountTreeIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {tr('portal.managers.hierarchy')}
          </Button>
          {canImport && (
            <Button
              component={Link}
              to={path(PEOPLE_IMPORT)}
              variant="contained"
              startIcon={<UploadFileIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {tr('portal.people.import')}
            </Button>
          )}
        </Box>
      }
    >
      <TextColumn source="Email" label="portal.people.email" sortable={false} />
      <TextColumn source="FirstName" label="portal.people.firstName" sortable={false} />
      <TextColumn source="LastName" label="portal.people.lastName" sortable={false} />
      <TextColumn source="ManagerEmail" label="portal.managers.manager" sortable={false} emptyText="—" />
      {names.map((name) => (
        <FunctionField key={name} label={name} sortable={false} render={(r: PersonRow) => r.Attributes?.[name] ?? ''} />
      ))}
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={() => (
          <RowActions>
            <EditPersonButton />
            <DeleteRowButton successMessage={tr('portal.people.deleted')} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
