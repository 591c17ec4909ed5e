import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Card, MenuItem, TextField, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useResourceContext, useTranslateLabel } from 'react-admin';
import { EmptyList } from './EmptyList';
import { tr } from '../i18n/i18nProvider';

type FieldProps = { label?: string | false; source?: string; sortable?: boolean };

/** The value of the sort menu's newest-first choice (the API's order without a sort). */
const NEWEST = '';

/**
 * The cards' sort menu, for a list with sortable columns (a table sorts from its headers, which cards do not have):
 * newest first, or each sortable field A to Z or Z to A.
 */
const CardsSort = ({ fields }: { fields: { source: string; label: string }[] }) => {
  const { sort, setSort } = useListContext();
  const current = sort && fields.some((f) => f.source === sort.field) ? `${sort.field}:${sort.order}` : NEWEST;
  return (
    <TextField
      select
      size="small"
      label={tr('portal.ui.sortBy')}
      value={current}
      onChange={(event) => {
        const [field, order] = event.target.value.split(':');
        setSort(
          event.target.value === NEWEST
            ? { field: 'id', order: 'ASC' }
            : { field, order: order === 'DESC' ? 'DESC' : 'ASC' },
        );
      }}
      sx={{ mx: 1, mt: 1, minWidth: 220 }}
    >
      <MenuItem value={NEWEST}>{tr('portal.ui.newestFirst')}</MenuItem>
      {fields.flatMap((f) => [
        <MenuItem key={`${f.source}:ASC`} value={`${f.source}:ASC`}>
          {tr('portal.ui.sortAscending', { field: f.label })}
        </MenuItem>,
        <MenuItem key={`${f.source}:DESC`} value={`${f.source}:DESC`}>
          {tr('portal.ui.sortDescending', { field: f.label })}
        </MenuItem>,
      ])}
    </TextField>
  );
};

/** The Actions column's label: its buttons go in a row of their own at the bottom of the card. */
export const ACTIONS_LABEL = 'portal.ui.actions';

const fieldsOf = (children: ReactNode) =>
  Children.toArray(children).filter((child): child is ReactElement<FieldProps> => isValidElement(child));

/**
 * The narrow-screen form of every list (below 600 px): one card per record instead of a table cut off mid-column.
 * It draws the list's own column fields, so a list is written once: the first field is the card's title, the others
 * follow as label and value, and the Actions column's buttons close the card.
 */
export const ListCards = ({ children }: { children: ReactNode }) => {
  const { data, isPending } = useListContext();
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  if (isPending) return null;
  if (!data?.length) return <EmptyList />;
  const [first, ...rest] = fieldsOf(children);
  const actions = rest.filter((field) => field.props.label === ACTIONS_LABEL);
  const details = rest.filter((field) => field.props.label !== ACTIONS_LABEL);
  const labelOf = (field: ReactElement<FieldProps>) =>
    field.props.label === false
      ? ''
      : String(translateLabel({ label: field.props.label, source: field.props.source, resource }) ?? '');
  const sortable = [first, ...details]
    .filter((field) => field && field.props.sortable !== false && field.props.source)
    .map((field) => ({ source: field.props.source!, label: labelOf(field) }));
  return (
    <>
      {sortable.length > 0 && <CardsSort fields={sortable} />}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
              {first && (
                <Typography
                  component="div"
                  sx={{ fontWeight: 700, overflowWrap: 'anywhere', mb: details.length ? 0.5 : 0 }}
                >
                  {first}
                </Typography>
              )}
              {details.length > 0 && (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    m: 0,
                  }}
                >
                  {details.map((field, i) => (
                    <Fragment key={i}>
                      <Typography
                        component="dt"
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'break-word' }}
                      >
                        {labelOf(field)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {field}
                      </Typography>
                    </Fragment>
                  ))}
                </Box>
              )}
              {actions.length > 0 && (
                <Box
                  sx={{
                    mt: 1,
                    pt: 0.5,
                    borderTop: 1,
                    borderColor: 'divider',
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                  }}
                >
                  {actions}
                </Box>
              )}
            </Card>
          </RecordContextProvider>
        ))}
      </Box>
    </>
  );
};
