import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { sentimentBand } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { MONITOR } from '../monitor-activity/paths';
import { getCustomerPreview, getLiveThemes, setCommentsReleased, type CommentThemesPreview } from './commentMethods';

const MARK = { positive: '▲', neutral: '●', negative: '▼', unscored: '○' } as const;
const COLOUR = { positive: 'success', neutral: 'default', negative: 'error', unscored: 'default' } as const;

/** A theme as a chip: its name, count and sentiment in words (the colour is never the only sign). */
const ThemeChip = ({ theme, count, sentiment }: { theme: string; count: number; sentiment: number | null }) => {
  const band = sentimentBand(sentiment);
  return (
    <Chip
      variant="outlined"
      color={COLOUR[band]}
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
      label={`${theme} · ${count} · ${MARK[band]} ${tr(`portal.comments.sentiment.${band}`)}`}
    />
  );
};

function Preview({ data }: { data: CommentThemesPreview }) {
  if (data.Gated) return <Alert severity="info">{data.Message ?? tr('portal.comments.gated')}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{tr('portal.comments.basis', { forms: data.N })}</Typography>
      {data.Questions.map((q) => (
        <Box key={q.Key}>
          <Typography sx={{ fontWeight: 600 }}>
            {q.Title} ({tr('portal.comments.count', { count: q.Count })})
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {q.Themes.length === 0 ? (
              <Typography variant="body2">{tr('portal.comments.noThemes')}</Typography>
            ) : (
              q.Themes.map((t) => <ThemeChip key={t.Theme} theme={t.Theme} count={t.Count} sentiment={t.Sentiment} />)
            )}
          </Box>
          {q.Themes.some((t) => t.Examples.length > 0) && (
            <Box component="ul" sx={{ mt: 1, pl: 3 }}>
              {q.Themes.flatMap((t) =>
                t.Examples.slice(0, 1).map((text) => (
                  <Typography
                    component="li"
                    variant="body2"
                    key={`${t.Theme}-${text}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    <strong>{t.Theme}:</strong> {text}
                  </Typography>
                )),
              )}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The operator's release step of an inquiry's comments: a switch that releases the verbatim comments to the
 * customer's admins (or withdraws them), beside a preview of exactly what they see (the API's ?view=customer read).
 */
export const CommentsRelease = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const toast = useToast();
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: ['comments', inquiryId, 'preview'],
    queryFn: () => getCustomerPreview(inquiryId),
  });
  const live = useQuery({ queryKey: ['comments', inquiryId, 'live'], queryFn: () => getLiveThemes(inquiryId) });
  const release = useMutation({
    mutationFn: (released: boolean) => setCommentsReleased(inquiryId, released),
    onSuccess: (result) => {
      toast.success(tr(result.Released ? 'portal.comments.releasedNow' : 'portal.comments.withdrawnNow'));
      return client.invalidateQueries({ queryKey: ['comments', inquiryId] });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const released = preview.data?.Released ?? false;
  return (
    <>
      <PageHeader title={tr('portal.comments.title')} back={path(MONITOR)} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <FormControlLabel
              control={
                <Switch
                  checked={released}
                  disabled={preview.isPending || release.isPending}
                  onChange={(_, checked) => release.mutate(checked)}
                />
              }
              label={tr('portal.comments.releaseLabel')}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {tr(released ? 'portal.comments.releasedHelp' : 'portal.comments.notReleasedHelp')}
            </Typography>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {tr('portal.comments.previewTitle')}
            </Typography>
            {preview.isPending ? (
              <Loading />
            ) : preview.error ? (
              <Alert severity="error">{errorText(preview.error)}</Alert>
            ) : (
              <Preview data={preview.data!} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {tr('portal.comments.liveTitle')}
            </Typography>
            {live.isPending ? (
              <Loading />
            ) : live.error ? (
              <Alert severity="error">{errorText(live.error)}</Alert>
            ) : (
              <Preview data={live.data!} />
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
};
