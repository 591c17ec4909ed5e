import { useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, type Identifier } from 'react-admin';
import type { InquiryDto } from '@portal/contracts';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { UploadProgressBar } from '../common/UploadProgressBar';
import { FilePreview } from './FilePreview';
import { HELP_DOCUMENT_ACCEPT, isHelpDocument } from './paths';
import { tr } from '../i18n/i18nProvider';

type Problem = { title?: string; text: string };

/** Upload Help Document: several files at once; a name chosen twice or already uploaded is refused. */
export const UploadHelpDialog = ({
  inquiry,
  onClose,
}: {
  inquiry: Pick<InquiryDto, 'Description'> & { id: Identifier };
  onClose: () => void;
}) => {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const send = useMutation({
    mutationFn: (chosen: File[]) => {
      setSent(0);
      return dataProvider.uploadHelpDocuments(String(inquiry.id), chosen, setSent);
    },
    onSuccess: () => {
      toast.success(tr('portal.messages.uploaded'));
      onClose();
    },
    onError: (e) => setProblem({ text: errorText(e) }),
  });
  const busy = send.isPending;
  const { data: existing } = useGetList<RecordOf<'inquiry-documents'>>('inquiry-documents', {
    pagination: { page: 1, perPage: -1 },
    filter: { inquiryId: inquiry.id },
  });

  const add = (chosen: File[]) => {
    setProblem(null);
    const known = new Set([...files.map((f) => f.name), ...(existing ?? []).map((d) => d.DocumentName)]);
    const next = [...files];
    for (const file of chosen) {
      if (!isHelpDocument(file)) return setProblem({ text: tr('portal.messages.wrongFile') });
      if (known.has(file.name))
        return setProblem({
          title: tr('portal.ui.duplicateFile'),
          text: tr('portal.ui.alreadyUploaded', { name: file.name }),
        });
      known.add(file.name);
      next.push(file);
    }
    setFiles(next);
  };

  const upload = () => {
    if (files.length === 0) return setProblem({ text: tr('portal.messages.noFile') });
    send.mutate(files);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="help-title">
      <DialogTitle id="help-title">{tr('portal.ui.uploadHelpDocument')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {inquiry.Description}: Excel, Word, PDF or zip files, several at once.
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
          {tr('portal.ui.chooseFiles')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={HELP_DOCUMENT_ACCEPT}
          aria-label={tr('portal.ui.helpDocuments')}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Box sx={{ maxHeight: 400, overflowY: 'auto', mt: 1 }}>
          {files.map((file) => (
            <Box key={file.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <FilePreview file={file} />
              </Box>
              <IconButton
                aria-label={tr('portal.ui.removeFile', { name: file.name })}
                size="small"
                onClick={() => setFiles(files.filter((f) => f !== file))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        {busy && <UploadProgressBar fraction={sent} />}
        {problem && (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {problem.title && <AlertTitle>{problem.title}</AlertTitle>}
            {problem.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tr('portal.ui.cancel')}
        </Button>
        <Button variant="contained" onClick={upload} disabled={busy}>
          {tr('portal.ui.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
