import { useState } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import ForumIcon from '@mui/icons-material/Forum';
import EditNoteIcon from '@mui/icons-material/EditNote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { IconButton, Tooltip } from '@mui/material';
import { FunctionField, TextField } from 'react-admin';
import type { InquiryRow } from '../customer-admin/inquiry-logs/inquiryActions';
import { ListPage } from '../common/ListPage';
import { ActionLink, RowActions } from '../common/ActionLink';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { MONITOR, respondentsPath } from './paths';
import { UploadResultDialog } from './UploadResultDialog';
import { UploadHelpDialog } from './UploadHelpDialog';
import { tr } from '../i18n/i18nProvider';
import { resultsStudioPath } from '../results-studio';
import { actionPaths } from '../actions/paths';
import { openLinkPath } from '../open-links/paths';
import { LocalDateField } from '../common/LocalDateField';
import { ValueField } from '../common/ValueField';

const ADMIN_SCOPE = { scope: 'admin' };

/** Monitor Activity: every inquiry with its progress, and the operator's actions on it. */
export const MonitorList = () => {
  const path = useAppPath();
  const [upload, setUpload] = useState<{ kind: 'result' | 'help'; inquiry: InquiryRow } | null>(null);
  return (
    <>
      <ListPage
        resource="inquiries"
        title={tr('portal.ui.monitorActivity')}
        filter={ADMIN_SCOPE}
        storeKey="monitor-activity"
      >
        <TruncatedField source="Description" label="resources.inquiries.fields.Description" sortable={false} />
        <TextField source="CustomerName" label="resources.inquiries.fields.CustomerName" sortable={false} />
        <FunctionField label="portal.ui.process" sortable={false} render={(r: InquiryRow) => `${r.Progress}%`} />
        <LocalDateField source="CreatedDate" label="resources.inquiries.fields.CreatedDate" sortable={false} />
        <ValueField source="Status" sortable={false} />
        <FunctionField
          label="portal.ui.actions"
          sortable={false}
          render={(r: InquiryRow) => (
            <RowActions>
              <ActionLink
                to={path(respondentsPath(r.id))}
                label={tr('portal.ui.viewRespondents')}
                icon={<GroupIcon fontSize="small" />}
                disabled={!r.Participants}
              />
              <Tooltip title={tr('portal.ui.uploadFile')}>
                <IconButton
                  aria-label={tr('portal.ui.uploadFile')}
                  size="small"
                  color="primary"
                  onClick={() => setUpload({ kind: 'result', inquiry: r })}
                >
                  <UploadFileIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <ActionLink
                to={path(resultsStudioPath(r.id))}
                label={tr('portal.resultsStudio.open')}
                icon={<EditNoteIcon fontSize="small" />}
              />
              <Tooltip title={tr('portal.ui.uploadHelpDocument')}>
                <IconButton
                  aria-label={tr('portal.ui.uploadHelpDocument')}
                  size="small"
                  color="primary"
                  onClick={() => setUpload({ kind: 'help', inquiry: r })}
                >
                  <NoteAddIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <ActionLink
                to={path(`${MONITOR}/view-intake-response/${r.id}`)}
                label={tr('portal.ui.viewIntakeResponses')}
                icon={<AssignmentIcon fontSize="small" />}
              />
              <ActionLink
                to={path(`${MONITOR}/inputs/${r.id}`)}
                label={tr('portal.ui.inputsCalculation')}
                icon={<BarChartIcon fontSize="small" />}
              />
              <ActionLink
                to={path(`${MONITOR}/comments/${r.id}`)}
                label={tr('portal.comments.title')}
                icon={<ForumIcon fontSize="small" />}
              />
              <ActionLink
                to={path(actionPaths(MONITOR, r.id).list)}
                label={tr('portal.actions.open')}
                icon={<TaskAltIcon fontSize="small" />}
              />
              <ActionLink
                to={path(openLinkPath(MONITOR, r.id))}
                label={tr('portal.openLinks.open')}
                icon={<QrCodeIcon fontSize="small" />}
              />
            </RowActions>
          )}
        />
      </ListPage>
      {upload?.kind === 'result' && <UploadResultDialog inquiry={upload.inquiry} onClose={() => setUpload(null)} />}
      {upload?.kind === 'help' && <UploadHelpDialog inquiry={upload.inquiry} onClose={() => setUpload(null)} />}
    </>
  );
};
