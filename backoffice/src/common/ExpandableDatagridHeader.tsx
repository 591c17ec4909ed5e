import { Children, isValidElement, type ReactElement } from 'react';
import { TableCell, TableHead, TableRow } from '@mui/material';
import { DatagridClasses, DatagridHeaderCell, useListContext, type DatagridHeaderProps } from 'react-admin';
import { VisuallyHidden } from './VisuallyHidden';

type Column = ReactElement<{ source?: string }>;

/**
 * A Datagrid header whose expand column is named (react-admin leaves that th empty, which screen readers announce
 * as a blank column). For lists without bulk actions or sorting, as the audit log: its columns are not sortable.
 */
export const ExpandableDatagridHeader = ({ children, hasExpand, label }: DatagridHeaderProps & { label: string }) => {
  const { sort } = useListContext();
  return (
    <TableHead className={DatagridClasses.thead}>
      <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
        {hasExpand && (
          <TableCell padding="none" className={`${DatagridClasses.headerCell} ${DatagridClasses.expandHeader}`}>
            <VisuallyHidden>{label}</VisuallyHidden>
          </TableCell>
        )}
        {Children.map(children, (field, index) =>
          isValidElement(field) ? (
            <DatagridHeaderCell
              key={(field as Column).props.source ?? index}
              className={`${DatagridClasses.headerCell} column-${(field as Column).props.source}`}
              field={field}
              sort={sort}
              isSorting={false}
            />
          ) : null,
        )}
      </TableRow>
    </TableHead>
  );
};
