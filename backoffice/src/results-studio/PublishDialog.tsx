import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import { errorText } from '../common/useToast';
import { publishSummary } from './publishSummary';
import { publishDraft, type DraftContent, type PublishResult } from './studioMethods';

/** Publish with what the customer receives and whether their admins are mailed (first publication: always). */
export const PublishDialog = ({
  inquiryId,
  draft,
  customerNotified,
  beforePublish,
  onPublished,
  onClose,
}: {
  inquiryId: string;
  draft: DraftContent;
  customerNotified: boolean;
  beforePublish: () => Promise<void>;
  onPublished: (result: PublishResult) => void;
  onClose: () => void;
}) => {
  const [notifyAgain, setNotifyAgain] = useState(false);
  const publish = useMutation({
    mutationFn: async () => {
      await beforePublish();
      return publishDraft(inquiryId, !customerNotified || notifyAgain);
    },
    onSuccess: onPublished,
  });
  const problems = (publish.error as { body?: { errorMessage?: string[] } } | null)?.body?.errorMessage;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="studio-publish-title">
      <DialogTitle id="studio-publish-title">{tr('portal.resultsStudio.publishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{tr('portal.resultsStudio.publishIntro')}</DialogContentText>
        <ul aria-label={tr('portal.resultsStudio.publishTitle')}>
          {publishSummary(draft).map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </ul>
        {customerNotified ? (
          <FormControlLabel
            control={<Checkbox checked={notifyAgain} onChange={(_, checked) => setNotifyAgain(checked)} />}
            label={tr('portal.resultsStudio.notifyAgain')}
          />
        ) : (
          <Alert severity="info">{tr('portal.resultsStudio.willMail')}</Alert>
        )}
        {customerNotified && !notifyAgain && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {tr('portal.resultsStudio.noMail')}
          </Typography>
        )}
        {publish.error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problems && problems.length > 1 ? (
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              errorText(publish.error)
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.resultsStudio.cancel')}</Button>
        <Button variant="contained" onClick={() => publish.mutate()} disabled={publish.isPending}>
          {tr('portal.resultsStudio.publishNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
