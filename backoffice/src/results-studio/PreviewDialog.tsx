import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { Loading } from 'react-admin';
import { LANGUAGES, type Language } from '@portal/contracts';
import { LANGUAGE_NAMES, tr } from '../i18n/i18nProvider';
import { errorText } from '../common/useToast';
import { CustomerView } from './CustomerView';
import { getPreview } from './studioMethods';

export const PHONE_WIDTH = 390;

/** What a customer admin will read once published, at desktop width or in a 390 px frame, in each language. */
export const PreviewDialog = ({
  inquiryId,
  version,
  onClose,
}: {
  inquiryId: string;
  version: number;
  onClose: () => void;
}) => {
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const [language, setLanguage] = useState<Language>('en');
  const preview = useQuery({
    queryKey: ['results-studio', inquiryId, 'preview', language, version],
    queryFn: () => getPreview(inquiryId, language),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="studio-preview-title">
      <DialogTitle id="studio-preview-title">{tr('portal.resultsStudio.previewTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, pt: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={width}
            onChange={(_, value) => value && setWidth(value)}
            aria-label={tr('portal.resultsStudio.previewWidth')}
          >
            <ToggleButton value="desktop">{tr('portal.resultsStudio.desktop')}</ToggleButton>
            <ToggleButton value="phone">{tr('portal.resultsStudio.phone')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={tr('portal.ui.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            sx={{ minWidth: 160 }}
          >
            {LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {preview.isPending ? (
          <Loading />
        ) : preview.error ? (
          <Alert severity="error">{errorText(preview.error)}</Alert>
        ) : (
          <>
            {preview.data.Problems.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {tr('portal.resultsStudio.problems')}
                <ul>
                  {preview.data.Problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <Box
              data-testid="studio-preview-frame"
              sx={{
                width: width === 'phone' ? PHONE_WIDTH : '100%',
                maxWidth: '100%',
                mx: 'auto',
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: width === 'phone' ? 3 : 1,
              }}
            >
              <CustomerView preview={preview.data} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.resultsStudio.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
