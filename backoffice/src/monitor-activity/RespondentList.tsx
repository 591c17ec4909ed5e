import { useParams } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import NotesIcon from '@mui/icons-material/Notes';
import FolderIcon from '@mui/icons-material/Folder';
import { IconButton, Tooltip } from '@mui/material';
import { FunctionField, useBasename } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ActionLink, RowActions } from '../common/ActionLink';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { leaveTo } from '../providers/session';
import { MONITOR, respondentsPath } from './paths';

const isPending = (status: unknown) => String(status ?? 'pending').toLowerCase() === 'pending';

/** The status icon: a check once completed, a clock otherwise. */
export const RespondentStatus = ({ status }: { status: unknown }) =>
  String(status).toLowerCase() === 'completed' ? (
    <Tooltip title="Completed">
      <CheckCircleIcon color="success" aria-label="Completed" />
    </Tooltip>
  ) : (
    <Tooltip title={String(status ?? 'pending')}>
      <ScheduleIcon color="action" aria-label={String(status ?? 'pending')} />
    </Tooltip>
  );

/** The respondents of an inquiry with the operator's three views of their answers (disabled while pending). */
export const RespondentList = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const basename = useBasename();
  const base = respondentsPath(inquiryId);
  return (
    <ListPage
      resource="respondents"
      title="Respondents List"
      back={path(MONITOR)}
      filter={{ inquiryId }}
      storeKey={`respondents.${inquiryId}`}
    >
      <TruncatedField source="FirstName" label="First Name" sortable={false} />
      <TruncatedField source="LastName" label="Last Name" sortable={false} />
      <TruncatedField source="Email" sortable={false} />
      <FunctionField label="Status" sortable={false} render={(r) => <RespondentStatus status={r.status ?? r.Status} />} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(r) => {
          const pending = isPending(r.status ?? r.Status);
          return (
            <RowActions>
              {/* The survey form view belongs to the survey app: a full page load. */}
              <Tooltip title="View Survey Form">
                <span>
                  <IconButton
                    aria-label="View Survey Form"
                    size="small"
                    color="primary"
                    disabled={pending}
                    onClick={() => leaveTo(`${basename}${base}/view-survey-form/${r.id}`)}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <ActionLink to={path(`${base}/view-open-ended/${r.id}`)} label="View Open Ended Answers" icon={<NotesIcon fontSize="small" />} disabled={pending} />
              <ActionLink to={path(`${base}/uploaded-answers/${r.id}`)} label="View Documents" icon={<FolderIcon fontSize="small" />} disabled={pending} />
            </RowActions>
          );
        }}
      />
    </ListPage>
  );
};
