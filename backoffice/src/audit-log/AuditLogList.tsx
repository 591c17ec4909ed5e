import { Box, Card, Chip, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { ListPagination } from '../common/ListPagination';
import { EmptyList } from '../common/EmptyList';
import { ExpandableDatagridHeader } from '../common/ExpandableDatagridHeader';
import { PageHeader } from '../common/PageHeader';
import { DESKTOP_QUERY } from '../layout/AppLayout';
import { PAGE_SIZE } from '../providers/dataProvider';
import { AuditLogCards } from './AuditLogCards';
import { AuditLogDetail } from './AuditLogDetail';
import { AuditLogExport } from './AuditLogExport';
import { AuditToDateInput } from './AuditDateInputs';
import { AuditActionName, auditActionChoices, matchesAuditAction } from './auditActions';
import { auditActor, auditOrganisation, auditWhen, type AuditRow } from './format';
import { useOrganisationNames } from './useOrganisationNames';
import { tr } from '../i18n/i18nProvider';

const OUTCOMES = [
  { id: 'refused', name: 'Refused' },
  { id: 'succeeded', name: 'Succeeded' },
];

/** The operator's security audit log: who did or was refused what, from where, when; newest first. */
export const AuditLogList = () => {
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const { names, choices } = useOrganisationNames();
  const actions = useMemo(() => auditActionChoices(), []);
  const filters = [
    <AutocompleteInput
      key="action"
      source="action"
      label="resources.audit-log.fields.action"
      choices={actions}
      matchSuggestion={matchesAuditAction}
      alwaysOn
      helperText={false}
      sx={{ minWidth: 260 }}
    />,
    <TextInput key="email" source="email" label="resources.audit-log.fields.email" alwaysOn helperText={false} />,
    <SelectInput
      key="customerId"
      source="customerId"
      label="resources.audit-log.fields.customerId"
      choices={choices}
      alwaysOn
      helperText={false}
    />,
    <SelectInput
      key="outcome"
      source="outcome"
      label="resources.audit-log.fields.outcome"
      choices={OUTCOMES}
      alwaysOn
      helperText={false}
    />,
    <DateInput key="from" source="from" label="resources.audit-log.fields.from" alwaysOn helperText={false} />,
    <AuditToDateInput key="to" source="to" label="resources.audit-log.fields.to" alwaysOn helperText={false} />,
  ];
  return (
    <>
      <PageHeader title={tr('portal.ui.auditLog')} />
      <List
        resource="audit-log"
        title={tr('portal.ui.auditLog')}
        perPage={PAGE_SIZE}
        filters={filters}
        actions={
          <TopToolbar>
            <AuditLogExport />
          </TopToolbar>
        }
        pagination={<ListPagination />}
        empty={false}
        storeKey="audit-log"
        component={Card}
        sx={{
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
          '& .RaFilterForm-root': { flexWrap: 'wrap' },
        }}
      >
        {desktop ? (
          <Datagrid
            bulkActionButtons={false}
            rowClick="expand"
            expand={<Expanded names={names} />}
            header={<ExpandableDatagridHeader label={tr('portal.ui.details')} />}
            empty={<EmptyList />}
            sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
          >
            <FunctionField label="portal.ui.when" sortable={false} render={(r: AuditRow) => auditWhen(r)} />
            <FunctionField
              label="portal.ui.action"
              sortable={false}
              render={(r: AuditRow) => (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <AuditActionName code={r.Action} />
                  {r.Outcome === 'refused' && <Chip size="small" color="warning" label={r.Status ?? 'refused'} />}
                </Box>
              )}
            />
            <FunctionField label="portal.ui.user" sortable={false} render={(r: AuditRow) => auditActor(r)} />
            <FunctionField
              label="portal.ui.organisation"
              sortable={false}
              render={(r: AuditRow) => auditOrganisation(r.CustomerId, names)}
            />
            <TextField source="Ip" label="resources.audit-log.fields.Ip" sortable={false} emptyText="" />
            <FunctionField
              label="portal.ui.request"
              sortable={false}
              render={(r: AuditRow) => [r.Method, r.Route].filter(Boolean).join(' ')}
            />
          </Datagrid>
        ) : (
          <AuditLogCards names={names} />
        )}
      </List>
    </>
  );
};

/** A row's expansion: every field of the event, in the row's record context. */
const Expanded = ({ names }: { names: ReadonlyMap<number, string> }) => {
  const record = useRecordContext<AuditRow>();
  return (
    <AuditLogDetail record={record} organisation={record ? auditOrganisation(record.CustomerId, names) : undefined} />
  );
};
