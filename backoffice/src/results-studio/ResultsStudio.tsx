import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Stack } from '@mui/material';
import { Loading, useGetOne } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { MONITOR } from '../monitor-activity/paths';
import type { RecordOf } from '../providers/records';
import { DraftEditor } from './DraftEditor';
import { FiguresPanel } from './FiguresPanel';
import { PreviewDialog } from './PreviewDialog';
import { PublishDialog } from './PublishDialog';
import { SaveState } from './SaveState';
import { UnpublishDialog } from './UnpublishDialog';
import { useDraftAutosave } from './useDraftAutosave';
import { getDraft, getPreview, getSuggestions, type ResultDraft } from './studioMethods';

type Open = 'preview' | 'publish' | 'unpublish' | null;

/** The page's title names the inquiry as Monitor Activity lists it (its number until that is read). */
function useStudioTitle(inquiryId: string): string {
  const { data } = useGetOne<RecordOf<'inquiries'>>('inquiries', { id: inquiryId });
  return tr('portal.resultsStudio.title', { name: data?.Description || `#${inquiryId}` });
}

function Workspace({ inquiryId, initial }: { inquiryId: string; initial: ResultDraft }) {
  const toast = useToast();
  const path = useAppPath();
  const client = useQueryClient();
  const studio = useDraftAutosave(inquiryId, initial);
  const [open, setOpen] = useState<Open>(null);
  const title = useStudioTitle(inquiryId);
  const suggestions = useQuery({
    queryKey: ['results-studio', inquiryId, 'suggestions'],
    queryFn: () => getSuggestions(inquiryId),
  });
  // The figures the customer will see (inputs) come from the Preview read, which does not depend on the texts.
  const figures = useQuery({
    queryKey: ['results-studio', inquiryId, 'figures'],
    queryFn: () => getPreview(inquiryId, 'en'),
  });
  const openAfterSave = async (dialog: Open) => {
    await studio.saveNow();
    setOpen(dialog);
  };
  const busy = studio.status === 'conflict';
  return (
    <>
      <PageHeader
        title={title}
        back={path(MONITOR)}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip
              color={studio.meta.Published ? 'success' : 'default'}
              label={tr(studio.meta.Published ? 'portal.resultsStudio.published' : 'portal.resultsStudio.notPublished')}
            />
            <Button variant="outlined" onClick={() => openAfterSave('preview')} disabled={busy}>
              {tr('portal.resultsStudio.preview')}
            </Button>
            <Button variant="contained" onClick={() => openAfterSave('publish')} disabled={busy}>
              {tr('portal.resultsStudio.publish')}
            </Button>
            {studio.meta.Published && (
              <Button color="error" variant="outlined" onClick={() => setOpen('unpublish')}>
                {tr('portal.resultsStudio.unpublish')}
              </Button>
            )}
          </Stack>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SaveState
          status={studio.status}
          onReload={() => void studio.reload()}
          onOverwrite={() => void studio.overwrite()}
          onRetry={() => void studio.retry()}
        />
      </Box>
      {suggestions.error && <Alert severity="error">{errorText(suggestions.error)}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            position: { lg: 'sticky' },
            top: { lg: 72 },
            maxHeight: { lg: 'calc(100vh - 96px)' },
            overflowY: { lg: 'auto' },
          }}
        >
          <FiguresPanel suggestions={suggestions.data} preview={figures.data} />
        </Box>
        <DraftEditor draft={studio.content} update={studio.update} suggestions={suggestions.data} />
      </Box>
      {open === 'preview' && (
        <PreviewDialog inquiryId={inquiryId} version={studio.version()} onClose={() => setOpen(null)} />
      )}
      {open === 'publish' && (
        <PublishDialog
          inquiryId={inquiryId}
          draft={studio.content}
          customerNotified={studio.meta.CustomerNotified}
          beforePublish={studio.saveNow}
          onClose={() => setOpen(null)}
          onPublished={(result) => {
            setOpen(null);
            studio.setMeta({
              Published: true,
              CustomerNotified: studio.meta.CustomerNotified || result.NotifiedAdmins > 0,
            });
            toast.success(tr('portal.resultsStudio.publishedNow', { count: result.NotifiedAdmins }));
            void client.invalidateQueries({ queryKey: ['results-studio', inquiryId, 'figures'] });
          }}
        />
      )}
      {open === 'unpublish' && (
        <UnpublishDialog
          inquiryId={inquiryId}
          onClose={() => setOpen(null)}
          onUnpublished={() => {
            setOpen(null);
            studio.setMeta({ ...studio.meta, Published: false });
            toast.success(tr('portal.resultsStudio.unpublishedNow'));
          }}
        />
      )}
    </>
  );
}

/**
 * The results studio of one inquiry: the figures the customer will see beside the draft they will read, suggestions
 * from the figures inline, saved as the operator works; preview, publish and unpublish.
 */
export const ResultsStudio = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const title = useStudioTitle(inquiryId);
  const draft = useQuery({
    queryKey: ['results-studio', inquiryId, 'draft'],
    queryFn: () => getDraft(inquiryId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (draft.isPending) return <Loading />;
  if (draft.error)
    return (
      <>
        <PageHeader title={title} back={path(MONITOR)} />
        <Alert severity="error">{errorText(draft.error)}</Alert>
      </>
    );
  return <Workspace key={inquiryId} inquiryId={inquiryId} initial={draft.data} />;
};
