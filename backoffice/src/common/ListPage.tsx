import type { ReactElement, ReactNode } from 'react';
import { Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, useListContext } from 'react-admin';
import { EmptyList } from './EmptyList';
import { ListCards } from './ListCards';
import { ListPagination } from './ListPagination';
import { PageHeader } from './PageHeader';
import { PAGE_SIZE } from '../providers/dataProvider';

/** A failed list load says why (the API's title and lines) instead of looking empty. */
const ListError = () => {
  const { error } = useListContext();
  return (
    <Card>
      <Typography color="error" role="alert" sx={{ p: 3, whiteSpace: 'pre-line' }}>
        {error?.message}
      </Typography>
    </Card>
  );
};

interface ListPageProps {
  resource: string;
  title: string;
  back?: string;
  actions?: ReactNode;
  filter?: Record<string, unknown>;
  /** The list's filters the API applies (search, inquiry type), shown above the rows; see listFilters.tsx. */
  filters?: ReactElement[];
  /** Separates the page memory of lists that share a resource (pathways of different inquiry types). */
  storeKey?: string;
  children: ReactNode;
}

/** Below 600 px (a phone) lists are cards, not tables. */
export const useNarrowList = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * Every list of the backoffice: 8 rows, the spec's pagination and empty text, no bulk actions.
 * Columns are the children (fields), sorting is the API's (newest first); on a phone the same fields as cards.
 */
export const ListPage = ({ resource, title, back, actions, filter, filters, storeKey, children }: ListPageProps) => {
  const narrow = useNarrowList();
  return (
    <>
      <PageHeader title={title} back={back} actions={actions} />
      <List
        resource={resource}
        filter={filter}
        filters={filters}
        perPage={PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        error={<ListError />}
        title={title}
        storeKey={storeKey ?? resource}
        component={Card}
        // Narrow screens scroll the table inside its card instead of widening the page.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        {narrow ? (
          <ListCards>{children}</ListCards>
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyList />}
            sx={{
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
              '& .RaDatagrid-headerCell': { fontWeight: 700 },
            }}
          >
            {children}
          </Datagrid>
        )}
      </List>
    </>
  );
};
