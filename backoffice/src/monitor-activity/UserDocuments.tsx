import { useParams } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { FunctionField } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { TruncatedField } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { respondentsPath } from './paths';
import { tr } from '../i18n/i18nProvider';
import { LocalDateField } from '../common/LocalDateField';

/** The documents a respondent attached to answers; the links are signed, so they open in a new tab. */
export const UserDocuments = () => {
  const { inquiryId = '', userId = '' } = useParams();
  const path = useAppPath();
  return (
    <ListPage
      resource="user-documents"
      title={tr('portal.ui.uploadedDocuments')}
      back={path(respondentsPath(inquiryId))}
      filter={{ inquiryId, userId }}
      storeKey={`user-documents.${inquiryId}.${userId}`}
    >
      <TruncatedField source="DocumentName" label="resources.user-documents.fields.DocumentName" sortable={false} />
      <LocalDateField source="UploadDate" label="resources.user-documents.fields.UploadDate" sortable={false} />
      <FunctionField
        label="portal.ui.downloadDocument"
        sortable={false}
        render={(r) => (
          <Tooltip title={tr('portal.ui.downloadDocument')}>
            <IconButton
              component="a"
              href={r.path}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={tr('portal.ui.downloadDocument')}
              size="small"
              color="primary"
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
    </ListPage>
  );
};
