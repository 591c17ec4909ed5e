import { Box, Button, MenuItem, TextField } from '@mui/material';
import { RESULT_AREAS } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import { ACTION_STATUSES } from './actionMethods';
import { DUE_FILTERS, NO_FILTER, NO_OWNER, type ActionFilter } from './actionFilters';
import { statusLabel } from './ActionBits';

const ANY = '';

/** The list's and the board's filters: owner, status, area, due. Each is a plain select a keyboard reaches. */
export const ActionFilters = ({
  filter,
  owners,
  onChange,
  showStatus,
}: {
  filter: ActionFilter;
  owners: { id: number; name: string }[];
  onChange: (filter: ActionFilter) => void;
  showStatus: boolean;
}) => {
  const set = (key: keyof ActionFilter) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...filter, [key]: event.target.value });
  const filtered = Object.values(filter).some((v) => v !== ANY);
  return (
    <Box
      role="search"
      aria-label={tr('portal.actions.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <FilterSelect
        label={tr('portal.actions.fields.Owner')}
        value={filter.owner}
        onChange={set('owner')}
        options={[
          { value: NO_OWNER, label: tr('portal.actions.noOwner') },
          ...owners.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
      />
      {showStatus && (
        <FilterSelect
          label={tr('portal.actions.fields.Status')}
          value={filter.status}
          onChange={set('status')}
          options={ACTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      )}
      <FilterSelect
        label={tr('portal.actions.fields.Area')}
        value={filter.area}
        onChange={set('area')}
        options={RESULT_AREAS.map((a) => ({ value: a, label: tr(`portal.resultsStudio.areaName.${a}`) }))}
      />
      <FilterSelect
        label={tr('portal.actions.fields.DueDate')}
        value={filter.due}
        onChange={set('due')}
        options={DUE_FILTERS.map((d) => ({ value: d, label: tr(`portal.actions.due.${d}`) }))}
      />
      {filtered && (
        <Button size="small" onClick={() => onChange(NO_FILTER)}>
          {tr('portal.actions.clearFilters')}
        </Button>
      )}
    </Box>
  );
};

/** One filter: a plain select whose first choice is "any". */
const FilterSelect = ({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  options: { value: string; label: string }[];
}) => (
  <TextField
    select
    fullWidth={false}
    size="small"
    sx={{ width: { xs: '100%', sm: 200 } }}
    label={label}
    value={value}
    onChange={onChange}
  >
    <MenuItem value={ANY}>{tr('portal.actions.any')}</MenuItem>
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);
