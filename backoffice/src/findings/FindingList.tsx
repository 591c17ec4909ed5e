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
import { FINDINGS } from './paths';
import { tr } from '../i18n/i18nProvider';
import { ValueField } from '../common/ValueField';

export const FindingList = () => {
  const path = useAppPath();
  return (
    <ListPage
      resource="findings"
      title={tr('portal.ui.findings')}
      filters={[<InquiryTypeFilter key="inquiryTypeId" alwaysOn />]}
      actions={<AddButton to={path(`${FINDINGS}/create`)} label={tr('portal.ui.addFindings')} />}
    >
      <TruncatedField source="FindingDetail" label="resources.findings.fields.FindingDetail" sortable={false} />
      <ValueField source="Area" sortable={false} />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(record) => (
          <RowActions>
            <ActionLink
              to={path(`${FINDINGS}/view/${record.id}`)}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            <ActionLink
              to={path(`${FINDINGS}/edit/${record.id}`)}
              label={tr('portal.ui.edit')}
              icon={<EditIcon fontSize="small" />}
            />
            <DeleteRowButton successMessage={tr('portal.ui.findingsDeleted')} />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
