import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import { EvidenceList } from './EvidenceList';
import type { SuggestionEvidence } from './studioMethods';

/** A library text proposed from the figures, inline beside the draft: accept copies it in, dismiss hides it. */
export const SuggestionCard = ({
  text,
  evidence,
  score,
  extra,
  onAccept,
  onDismiss,
}: {
  text: ReactNode;
  evidence: SuggestionEvidence[];
  score: number;
  extra?: ReactNode;
  onAccept: () => void;
  onDismiss: () => void;
}) => (
  <Card
    variant="outlined"
    component="section"
    aria-label={tr('portal.resultsStudio.suggestion')}
    sx={{ borderStyle: 'dashed', bgcolor: 'action.hover' }}
  >
    <CardContent sx={{ pb: 0 }}>
      <Typography variant="overline" component="p">
        {tr('portal.resultsStudio.suggestedScore', { score })}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{text}</Box>
      {extra}
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        {tr('portal.resultsStudio.evidence')}
      </Typography>
      <EvidenceList evidence={evidence} label={tr('portal.resultsStudio.evidence')} />
    </CardContent>
    <CardActions>
      <Button size="small" variant="contained" onClick={onAccept}>
        {tr('portal.resultsStudio.accept')}
      </Button>
      <Button size="small" onClick={onDismiss}>
        {tr('portal.resultsStudio.dismiss')}
      </Button>
    </CardActions>
  </Card>
);
