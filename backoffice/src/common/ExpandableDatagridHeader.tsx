import { Children, isValidElement, type ReactElement } from 'react';
import { IconButton, TableCell, TableHead, TableRow } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DatagridClasses,
  DatagridHeaderCell,
  useExpandAll,
  useListContext,
  useResourceContext,
  useTranslate,
  type DatagridHeaderProps,
  type Identifier,
} from 'react-admin';
import { VisuallyHidden } from './VisuallyHidden';

type Column = ReactElement<{ source?: string }>;

/**
 * A Datagrid header whose expand column is named (react-admin leaves that th empty, which screen readers announce
 * as a blank column). For lists without bulk actions or sorting, as the audit log: its columns are not sortable.
 */
export const ExpandableDatagridHeader = ({ children, hasExpand, label }: DatagridHeaderProps & { label: string }) => {
  const { sort, data } = useListContext();
  return (
    <TableHead className={DatagridClasses.thead}>
      <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
        {hasExpand && (
          <TableCell padding="none" className={`${DatagridClasses.headerCell} ${DatagridClasses.expandHeader}`}>
            <VisuallyHidden>{label}</VisuallyHidden>
            {data && <ExpandAll ids={data.map((record) => record.id)} />}
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

/** react-admin's expand-all toggle (not exported by it), kept as it was: a pointer shortcut, hidden from the keyboard. */
const ExpandAll = ({ ids }: { ids: Identifier[] }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const [expanded, toggle] = useExpandAll(resource, ids);
  return (
    <IconButton
      className={`${DatagridClasses.expandIcon}${expanded ? ` ${DatagridClasses.expanded}` : ''}`}
      aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
      aria-expanded={expanded}
      tabIndex={-1}
      aria-hidden="true"
      onClick={toggle}
      size="small"
    >
      <ExpandMoreIcon fontSize="inherit" />
    </IconButton>
  );
};
