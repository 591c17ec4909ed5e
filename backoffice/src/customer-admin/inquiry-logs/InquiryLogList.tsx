import EditNoteIcon from '@mui/icons-material/EditNote';
import SpeedIcon from '@mui/icons-material/Speed';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PeopleIcon from '@mui/icons-material/People';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import ReplayIcon from '@mui/icons-material/Replay';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ShareIcon from '@mui/icons-material/Share';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Chip } from '@mui/material';
import { FunctionField } from 'react-admin';
import type { InquiryStatus } from '@portal/contracts';
import { ActionLink, RowActions } from '../../common/ActionLink';
import { ListPage } from '../../common/ListPage';
import { AddButton } from '../../common/PageHeader';
import { TruncatedField } from '../../common/Truncated';
import { useAppPath } from '../../common/useAppPath';
import { inquiryPaths, INQUIRY_LOGS } from '../paths';
import { actionPaths } from '../../actions/paths';
import { reportSharesPath } from '../../report-shares/paths';
import { openLinkPath } from '../../open-links/paths';
import { inquiryActions, type InquiryRow } from './inquiryActions';
import { tr } from '../../i18n/i18nProvider';
import { LocalDateField } from '../../common/LocalDateField';

export const STATUS_COLOUR: Record<InquiryStatus, 'default' | 'info' | 'success' | 'warning'> = {
  Draft: 'default',
  Open: 'info',
  Closed: 'warning',
  Published: 'success',
};

/** Active Inquiries: the customer's inquiries, 8 per page, newest first, with every step of an inquiry's life. */
export const InquiryLogList = () => {
  const path = useAppPath();
  return (
    <ListPage
      resource="inquiries"
      title={tr('portal.ui.activeInquiries')}
      storeKey="customer-inquiry-logs"
      actions={<AddButton to={path(inquiryPaths.create)} label={tr('portal.ui.createInquiry')} />}
    >
      <TruncatedField source="Description" label="resources.inquiries.fields.Description" sortable={false} />
      <TruncatedField source="InquiryTypeName" label="resources.inquiries.fields.InquiryTypeName" sortable={false} />
      <FunctionField
        label="portal.ui.progress"
        sortable={false}
        render={(r: InquiryRow) => `${Math.trunc(r.Progress)}%`}
      />
      <LocalDateField source="CreatedDate" label="resources.inquiries.fields.CreatedDate" sortable={false} />
      <FunctionField
        label="portal.ui.status"
        sortable={false}
        render={(r: InquiryRow) => (
          <Chip
            size="small"
            variant="outlined"
            label={tr(`portal.values.${r.Status}`)}
            color={STATUS_COLOUR[r.Status]}
          />
        )}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(r: InquiryRow) => {
          const can = inquiryActions(r);
          return (
            <RowActions>
              <ActionLink
                to={path(inquiryPaths.intake(r.InquiryTypeId, r.id))}
                label={tr('portal.ui.intakeQuestions')}
                icon={<EditNoteIcon fontSize="small" />}
                disabled={!can.intake}
              />
              <ActionLink
                to={path(inquiryPaths.progress(r.id))}
                label={tr('portal.ui.progressMeter')}
                icon={<SpeedIcon fontSize="small" />}
              />
              <ActionLink
                to={path(inquiryPaths.manageRespondents(r.id))}
                label={tr('portal.ui.manageRespondents')}
                icon={<GroupAddIcon fontSize="small" />}
                disabled={!can.manageRespondents}
              />
              <ActionLink
                to={path(inquiryPaths.viewRespondents(r.id))}
                label={tr('portal.ui.viewRespondents')}
                icon={<PeopleIcon fontSize="small" />}
                disabled={!can.viewRespondents}
              />
              <ActionLink
                to={path(inquiryPaths.customQuestion(r.id))}
                label={tr('portal.ui.addCustomQuestion')}
                icon={<PlaylistAddIcon fontSize="small" />}
                disabled={!can.customQuestion}
              />
              <ActionLink
                to={path(inquiryPaths.recreate(r.id))}
                label={tr('portal.ui.reCreateInquiry')}
                icon={<ReplayIcon fontSize="small" />}
              />
              <ActionLink
                to={path(actionPaths(INQUIRY_LOGS, r.id).list)}
                label={tr('portal.actions.open')}
                icon={<TaskAltIcon fontSize="small" />}
              />
              <ActionLink
                to={path(reportSharesPath(INQUIRY_LOGS, r.id))}
                label={tr('portal.managers.share')}
                icon={<ShareIcon fontSize="small" />}
              />
              <ActionLink
                to={path(openLinkPath(INQUIRY_LOGS, r.id))}
                label={tr('portal.openLinks.open')}
                icon={<QrCodeIcon fontSize="small" />}
              />
            </RowActions>
          );
        }}
      />
    </ListPage>
  );
};
