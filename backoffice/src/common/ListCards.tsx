import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useResourceContext, useTranslateLabel } from 'react-admin';
import { EmptyList } from './EmptyList';

type FieldProps = { label?: string | false; source?: string };

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
    field.props.label === false ? '' : String(translateLabel({ label: field.props.label, source: field.props.source, resource }) ?? '');
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            {first && (
              <Typography component="div" sx={{ fontWeight: 700, overflowWrap: 'anywhere', mb: details.length ? 0.5 : 0 }}>
                {first}
              </Typography>
            )}
            {details.length > 0 && (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
                {details.map((field, i) => (
                  <Fragment key={i}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
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
              <Box sx={{ mt: 1, pt: 0.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {actions}
              </Box>
            )}
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
};
