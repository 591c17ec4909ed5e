import { useParams } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Tooltip } from '@mui/material';
import { FunctionField, TextField } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { useAppPath } from '../../common/useAppPath';
import { INQUIRY_LOGS } from '../paths';

const STATUS_TEXT: Record<string, string> = {
  completed: 'Completed', saveasdraft: 'Saved as draft', pending: 'Pending', expired: 'Expired',
};

/** A check for a completed form, a clock otherwise (customer-and-respondent.md §2). */
export const RespondentStatusIcon = ({ status }: { status?: string }) => {
  const text = STATUS_TEXT[String(status)] ?? String(status ?? 'Pending');
  return (
    <Tooltip title={text}>
      {status === 'completed' ? (
        <CheckCircleIcon color="success" fontSize="small" aria-label={text} titleAccess={text} />
      ) : (
        <ScheduleIcon color="warning" fontSize="small" aria-label={text} titleAccess={text} />
      )}
    </Tooltip>
  );
};

/** Respondents List: 8 per page, the list only (no actions for a customer admin). */
export const RespondentsList = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  return (
    <ListPage
      resource="respondents"
      title="Respondents List"
      back={path(INQUIRY_LOGS)}
      filter={{ inquiryId }}
      storeKey={`customer-respondents.${inquiryId}`}
    >
      <TextField source="FirstName" label="First Name" sortable={false} emptyText="-" />
      <TextField source="LastName" label="Last Name" sortable={false} emptyText="-" />
      <TextField source="Email" sortable={false} />
      <FunctionField label="Status" sortable={false} render={(r) => <RespondentStatusIcon status={r.status} />} />
    </ListPage>
  );
};
