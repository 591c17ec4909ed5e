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
  const field = { select: true, fullWidth: false, size: 'small' as const, sx: { width: { xs: '100%', sm: 200 } } };
  const filtered = Object.values(filter).some((v) => v !== ANY);
  return (
    <Box
      role="search"
      aria-label={tr('portal.actions.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <TextField {...field} label={tr('portal.actions.fields.Owner')} value={filter.owner} onChange={set('owner')}>
        <MenuItem value={ANY}>{tr('portal.actions.any')}</MenuItem>
        <MenuItem value={NO_OWNER}>{tr('portal.actions.noOwner')}</MenuItem>
        {owners.map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      {showStatus && (
        <TextField {...field} label={tr('portal.actions.fields.Status')} value={filter.status} onChange={set('status')}>
          <MenuItem value={ANY}>{tr('portal.actions.any')}</MenuItem>
          {ACTION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField {...field} label={tr('portal.actions.fields.Area')} value={filter.area} onChange={set('area')}>
        <MenuItem value={ANY}>{tr('portal.actions.any')}</MenuItem>
        {RESULT_AREAS.map((a) => (
          <MenuItem key={a} value={a}>
            {tr(`portal.resultsStudio.areaName.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field} label={tr('portal.actions.fields.DueDate')} value={filter.due} onChange={set('due')}>
        <MenuItem value={ANY}>{tr('portal.actions.any')}</MenuItem>
        {DUE_FILTERS.map((d) => (
          <MenuItem key={d} value={d}>
            {tr(`portal.actions.due.${d}`)}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button size="small" onClick={() => onChange(NO_FILTER)}>
          {tr('portal.actions.clearFilters')}
        </Button>
      )}
    </Box>
  );
};
