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
import { ROADMAPS, STEPS, stepField } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RoadmapList = () => {
  const path = useAppPath();
  return (
    <ListPage
      resource="roadmaps"
      title={tr('portal.ui.roadmapManagement')}
      filters={[<InquiryTypeFilter key="inquiryTypeId" alwaysOn />]}
      actions={<AddButton to={path(`${ROADMAPS}/create`)} label={tr('portal.ui.addRoadmap')} />}
    >
      <TruncatedField source="InquiryTypeName" label="resources.roadmaps.fields.InquiryTypeName" sortable={false} />
      {STEPS.map((step) => (
        <TruncatedField
          key={step}
          source={stepField(step, 'RoadmapTitle')}
          label={tr('portal.ui.step', { step })}
          sortable={false}
        />
      ))}
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${ROADMAPS}/view/${record.id}`)}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            <ActionLink
              to={path(`${ROADMAPS}/edit/${record.id}`)}
              label={tr('portal.ui.edit')}
              icon={<EditIcon fontSize="small" />}
            />
            <DeleteRowButton successMessage={tr('portal.ui.roadmapDeleted')} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
