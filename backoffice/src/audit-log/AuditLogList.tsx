import { Box, Card, Chip, useMediaQuery } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { ListPagination } from '../common/ListPagination';
import { EmptyList } from '../common/EmptyList';
import { PageHeader } from '../common/PageHeader';
import { DESKTOP_QUERY } from '../layout/AppLayout';
import { PAGE_SIZE } from '../providers/dataProvider';
import { AuditLogCards } from './AuditLogCards';
import { AuditLogDetail } from './AuditLogDetail';
import { AuditLogExport } from './AuditLogExport';
import { auditActor, auditOrganisation, auditWhen, type AuditRow } from './format';
import { useOrganisationNames } from './useOrganisationNames';

const OUTCOMES = [
  { id: 'refused', name: 'Refused' },
  { id: 'succeeded', name: 'Succeeded' },
];

/** The operator's security audit log: who did or was refused what, from where, when; newest first. */
export const AuditLogList = () => {
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const { names, choices } = useOrganisationNames();
  const filters = [
    <TextInput key="action" source="action" label="Action" alwaysOn helperText={false} />,
    <TextInput key="email" source="email" label="User email" alwaysOn helperText={false} />,
    <SelectInput key="customerId" source="customerId" label="Organisation" choices={choices} alwaysOn helperText={false} />,
    <SelectInput key="outcome" source="outcome" label="Outcome" choices={OUTCOMES} alwaysOn helperText={false} />,
    <DateInput key="from" source="from" label="From" alwaysOn helperText={false} />,
    <DateInput key="to" source="to" label="To" alwaysOn helperText={false} />,
  ];
  return (
    <>
      <PageHeader title="Audit Log" />
      <List
        resource="audit-log"
        title="Audit Log"
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
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' }, '& .RaFilterForm-root': { flexWrap: 'wrap' } }}
      >
        {desktop ? (
          <Datagrid
            bulkActionButtons={false}
            rowClick="expand"
            expand={<Expanded names={names} />}
            empty={<EmptyList />}
            sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
          >
            <FunctionField label="When" sortable={false} render={(r: AuditRow) => auditWhen(r)} />
            <FunctionField
              label="Action"
              sortable={false}
              render={(r: AuditRow) => (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {r.Action}
                  {r.Outcome === 'refused' && <Chip size="small" color="warning" label={r.Status ?? 'refused'} />}
                </Box>
              )}
            />
            <FunctionField label="User" sortable={false} render={(r: AuditRow) => auditActor(r)} />
            <FunctionField label="Organisation" sortable={false} render={(r: AuditRow) => auditOrganisation(r.CustomerId, names)} />
            <TextField source="Ip" label="Address" sortable={false} emptyText="" />
            <FunctionField label="Request" sortable={false} render={(r: AuditRow) => [r.Method, r.Route].filter(Boolean).join(' ')} />
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
  return <AuditLogDetail record={record} organisation={record ? auditOrganisation(record.CustomerId, names) : undefined} />;
};
