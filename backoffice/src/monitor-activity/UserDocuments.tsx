import { useParams } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { DateField, FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { respondentsPath } from './paths';

/** The documents a respondent attached to answers; the links are signed, so they open in a new tab. */
export const UserDocuments = () => {
  const { inquiryId = '', userId = '' } = useParams();
  const path = useAppPath();
  return (
    <ListPage
      resource="user-documents"
      title="Uploaded Documents"
      back={path(respondentsPath(inquiryId))}
      filter={{ inquiryId, userId }}
      storeKey={`user-documents.${inquiryId}.${userId}`}
    >
      <TruncatedField source="DocumentName" label="Document Name" sortable={false} />
      <DateField source="UploadDate" label="Upload Date" sortable={false} />
      <FunctionField
        label="Download Document"
        sortable={false}
        render={(r) => (
          <Tooltip title="Download Document">
            <IconButton component="a" href={r.path} target="_blank" rel="noopener noreferrer" aria-label="Download Document" size="small" color="primary">
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
    </ListPage>
  );
};
