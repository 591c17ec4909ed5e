import { useLocation, useParams } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import NotesIcon from '@mui/icons-material/Notes';
import FolderIcon from '@mui/icons-material/Folder';
import { IconButton, Tooltip } from '@mui/material';
import { FunctionField, Loading, useCanAccess } from 'react-admin';
import { ActionLink, RowActions } from '../common/ActionLink';
import { ListPage } from '../common/ListPage';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { respondentFormPath } from '@portal/contracts';
import type { RecordOf } from '../providers/records';
import { leaveTo } from '../providers/session';
import { RespondentStatusIcon } from './RespondentStatusIcon';
import { RespondentChaseActions } from './RespondentChaseActions';
import { RemindAllButton } from './RemindAllButton';
import { tr } from '../i18n/i18nProvider';
import { NotFound } from '../layout/NotFound';
import { useKnownInquiry } from './useKnownInquiry';
import { RespondentSource } from '../open-links/RespondentSource';

type RespondentRecord = RecordOf<'respondents'>;

/** The operator's three views of a respondent's answers (by their user id), below the list's own path; none while the form is pending. */
const AnswerActions = ({
  record,
  inquiryId,
  listPath,
}: {
  record: RespondentRecord;
  inquiryId: string;
  listPath: string;
}) => {
  const pending = record.status === 'pending';
  return (
    <RowActions>
      {/* The survey form view belongs to the survey app: a full page load. */}
      <Tooltip title={tr('portal.ui.viewSurveyForm')}>
        <span>
          <IconButton
            aria-label={tr('portal.ui.viewSurveyForm')}
            size="small"
            color="primary"
            disabled={pending}
            onClick={() => leaveTo(respondentFormPath(inquiryId, String(record.Id)))}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <ActionLink
        to={`${listPath}/view-open-ended/${record.Id}`}
        label={tr('portal.ui.viewOpenEndedAnswers')}
        icon={<NotesIcon fontSize="small" />}
        disabled={pending}
      />
      <ActionLink
        to={`${listPath}/uploaded-answers/${record.Id}`}
        label={tr('portal.ui.viewDocuments')}
        icon={<FolderIcon fontSize="small" />}
        disabled={pending}
      />
    </RowActions>
  );
};

/**
 * Respondents List: 8 per page with each form's state. The operator also opens each respondent's answers;
 * a customer admin sees the list only. `back` is the list the route came from, inside the role's group. An unknown
 * inquiry, or another organisation's, is page-not-found.
 */
export const RespondentList = ({ back }: { back: string }) => {
  const { inquiryId = '' } = useParams();
  const { isPending, notFound } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  return <InquiryRespondents back={back} inquiryId={inquiryId} />;
};

const InquiryRespondents = ({ back, inquiryId }: { back: string; inquiryId: string }) => {
  const { pathname } = useLocation();
  const path = useAppPath();
  const { canAccess: readsAnswers } = useCanAccess({ resource: 'respondent-answers', action: 'show' });
  const { canAccess: reminds } = useCanAccess({ resource: 'respondents', action: 'remind' });
  const { canAccess: resends } = useCanAccess({ resource: 'respondents', action: 'resend' });
  const { canAccess: removes } = useCanAccess({ resource: 'respondents', action: 'delete' });
  const may = (action: 'remind' | 'resend' | 'remove') =>
    !!(action === 'remind' ? reminds : action === 'resend' ? resends : removes);
  const chases = !!(reminds || resends || removes);
  const listPath = pathname.replace(/\/+$/, '');
  return (
    <ListPage
      resource="respondents"
      title={tr('portal.ui.respondentsList')}
      back={path(back)}
      filter={{ inquiryId }}
      storeKey={`respondents.${inquiryId}`}
      actions={reminds ? <RemindAllButton inquiryId={inquiryId} /> : undefined}
    >
      <TruncatedField
        source="FirstName"
        label="resources.respondents.fields.FirstName"
        sortable={false}
        emptyText="-"
      />
      <TruncatedField source="LastName" label="resources.respondents.fields.LastName" sortable={false} emptyText="-" />
      <TruncatedField source="Email" sortable={false} />
      <FunctionField
        label="portal.ui.status"
        sortable={false}
        render={(r: RespondentRecord) => <RespondentStatusIcon status={r.status} />}
      />
      <FunctionField
        label="portal.openLinks.source"
        sortable={false}
        render={(r: RespondentRecord) => <RespondentSource unverified={r.Unverified} />}
      />
      {(chases || readsAnswers) && (
        <FunctionField
          label="portal.ui.actions"
          sortable={false}
          render={(r: RespondentRecord) => (
            <RowActions>
              {chases && <RespondentChaseActions record={r} inquiryId={inquiryId} may={may} />}
              {readsAnswers && <AnswerActions record={r} inquiryId={inquiryId} listPath={listPath} />}
            </RowActions>
          )}
        />
      )}
    </ListPage>
  );
};
