import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { RECOMMENDATIONS } from './paths';

export const RecommendationList = () => {
  const path = useAppPath();
  return (
    <ListPage
      resource="recommendations"
      title="Recommendations Management"
      actions={<AddButton to={path(`${RECOMMENDATIONS}/create`)} label="Add Recommendation" />}
    >
      <TruncatedField source="RecommendationDetail" label="Recommendation" sortable={false} />
      <TruncatedField source="InquiryTypeName" label="Inquiry Type" sortable={false} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink to={path(`${RECOMMENDATIONS}/view/${record.id}`)} label="View" icon={<VisibilityIcon fontSize="small" />} />
            <ActionLink to={path(`${RECOMMENDATIONS}/edit/${record.id}`)} label="Edit" icon={<EditIcon fontSize="small" />} />
            <DeleteRowButton successMessage="Recommendation Deleted" />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
