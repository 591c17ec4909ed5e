import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, TextField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { FINDINGS } from './paths';

export const FindingList = () => {
  const path = useAppPath();
  return (
    <ListPage resource="findings" title="Findings" actions={<AddButton to={path(`${FINDINGS}/create`)} label="Add Findings" />}>
      <TruncatedField source="FindingDetail" label="Findings Details" sortable={false} />
      <TextField source="Area" sortable={false} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${FINDINGS}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            <ActionLink to={path(`${FINDINGS}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            <DeleteRowButton successMessage="Findings Deleted" />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
