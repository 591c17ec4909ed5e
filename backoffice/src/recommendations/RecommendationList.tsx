import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { InquiryTypeFilter } from '../common/listFilters';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { RECOMMENDATIONS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RecommendationList = () => {
  const path = useAppPath();
  return (
    <ListPage
      resource="recommendations"
      title={tr('portal.ui.recommendationsManagement')}
      filters={[<InquiryTypeFilter key="inquiryTypeId" alwaysOn />]}
      actions={<AddButton to={path(`${RECOMMENDATIONS}/create`)} label={tr('portal.ui.addRecommendation')} />}
    >
      <TruncatedField
        source="RecommendationDetail"
        label="resources.recommendations.fields.RecommendationDetail"
        sortable={false}
      />
      <TruncatedField
        source="InquiryTypeName"
        label="resources.recommendations.fields.InquiryTypeName"
        sortable={false}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${RECOMMENDATIONS}/view/${record.id}`)}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            <ActionLink
              to={path(`${RECOMMENDATIONS}/edit/${record.id}`)}
              label={tr('portal.ui.edit')}
              icon={<EditIcon fontSize="small" />}
            />
            <DeleteRowButton successMessage={tr('portal.ui.recommendationDeleted')} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
