import { Box, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import type { SuggestionEvidence } from './studioMethods';

const figure = (value: number | null) => (value === null ? null : value.toFixed(2));

/** One signal's figures in words: what triggered it, the numbers and N. */
export function evidenceLine(e: SuggestionEvidence): string {
  const parts = [
    tr(`portal.resultsStudio.signal.${e.Kind}`),
    e.Item ?? tr(`portal.resultsStudio.areaName.${e.Area}`),
    figure(e.MeanPerformance) && tr('portal.resultsStudio.performance', { value: figure(e.MeanPerformance) }),
    figure(e.MeanImportance) && tr('portal.resultsStudio.importance', { value: figure(e.MeanImportance) }),
    figure(e.Gap) && tr('portal.resultsStudio.gap', { value: figure(e.Gap) }),
    figure(e.AreaFigure) && tr('portal.resultsStudio.areaFigure', { value: figure(e.AreaFigure) }),
    figure(e.Change) && tr('portal.resultsStudio.change', { value: figure(e.Change) }),
    `N = ${e.N}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The evidence behind a suggestion, as a list a screen reader reads line by line. */
export const EvidenceList = ({ evidence, label }: { evidence: SuggestionEvidence[]; label: string }) => (
  <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
    {evidence.map((e, i) => (
      <Typography component="li" variant="body2" key={`${e.Kind}-${e.QuestionId ?? e.Area}-${i}`} title={e.Why}>
        {evidenceLine(e)}
      </Typography>
    ))}
  </Box>
);
