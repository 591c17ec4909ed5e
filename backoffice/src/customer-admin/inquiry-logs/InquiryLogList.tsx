import EditNoteIcon from '@mui/icons-material/EditNote';
import SpeedIcon from '@mui/icons-material/Speed';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PeopleIcon from '@mui/icons-material/People';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import ReplayIcon from '@mui/icons-material/Replay';
import { Chip } from '@mui/material';
import { DateField, FunctionField } from 'react-admin';
import type { InquiryStatus } from '@portal/contracts';
import { ActionLink, RowActions } from '../../common/ActionLink';
import { ListPage } from '../../common/ListPage';
import { AddButton } from '../../common/PageHeader';
import { TruncatedField } from '../../common/Truncated';
import { useAppPath } from '../../common/useAppPath';
import { inquiryPaths } from '../paths';
import { inquiryActions, type InquiryRow } from './inquiryActions';

const STATUS_COLOUR: Record<InquiryStatus, 'default' | 'info' | 'success' | 'warning'> = {
  Draft: 'default', Open: 'info', Closed: 'warning', Published: 'success',
};

/** Active Inquiries: the customer's inquiries, 8 per page, newest first, with every step of an inquiry's life. */
export const InquiryLogList = () => {
  const path = useAppPath();
  return (
    <ListPage
      resource="inquiries"
      title="Active Inquiries"
      storeKey="customer-inquiry-logs"
      actions={<AddButton to={path(inquiryPaths.create)} label="Create Inquiry" />}
    >
      <TruncatedField source="Description" label="Inquiry" sortable={false} />
      <TruncatedField source="InquiryTypeName" label="Inquiry Type" sortable={false} />
      <FunctionField label="Progress (%)" sortable={false} render={(r: InquiryRow) => `${Math.trunc(r.Progress)}%`} />
      <DateField source="CreatedDate" label="Created Date" sortable={false} />
      <FunctionField
        label="Status"
        sortable={false}
        render={(r: InquiryRow) => (
          <Chip size="small" variant="outlined" label={r.Status} color={STATUS_COLOUR[r.Status]} />
        )}
      />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(r: InquiryRow) => {
          const can = inquiryActions(r);
          return (
            <RowActions>
              <ActionLink to={path(inquiryPaths.intake(r.InquiryTypeId, r.id))} label="Intake Questions" icon={<EditNoteIcon fontSize="small" />} disabled={!can.intake} />
              <ActionLink to={path(inquiryPaths.progress(r.id))} label="Progress Meter" icon={<SpeedIcon fontSize="small" />} />
              <ActionLink to={path(inquiryPaths.manageRespondents(r.id))} label="Manage Respondents" icon={<GroupAddIcon fontSize="small" />} disabled={!can.manageRespondents} />
              <ActionLink to={path(inquiryPaths.viewRespondents(r.id))} label="View Respondents" icon={<PeopleIcon fontSize="small" />} disabled={!can.viewRespondents} />
              <ActionLink to={path(inquiryPaths.customQuestion(r.id))} label="Add Custom Question" icon={<PlaylistAddIcon fontSize="small" />} disabled={!can.customQuestion} />
              <ActionLink to={path(inquiryPaths.recreate(r.id))} label="Re-create Inquiry" icon={<ReplayIcon fontSize="small" />} />
            </RowActions>
          );
        }}
      />
    </ListPage>
  );
};
