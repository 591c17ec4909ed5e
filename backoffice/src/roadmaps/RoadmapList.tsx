import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { ROADMAPS, STEPS, stepField } from './paths';

export const RoadmapList = () => {
  const path = useAppPath();
  return (
    <ListPage resource="roadmaps" title="Roadmap Management" actions={<AddButton to={path(`${ROADMAPS}/create`)} label="Add Roadmap" />}>
      <TruncatedField source="InquiryTypeName" label="Inquiry Type" sortable={false} />
      {STEPS.map((step) => (
        <TruncatedField key={step} source={stepField(step, 'RoadmapTitle')} label={`Step ${step}`} sortable={false} />
      ))}
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${ROADMAPS}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            <ActionLink to={path(`${ROADMAPS}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            <DeleteRowButton successMessage="Roadmap Deleted" />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
