import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { AREA_COLORS, RESULT_AREAS, type AreaColor, type ResultArea } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import {
  acceptFinding,
  acceptRecommendation,
  acceptRoadmap,
  dismissSuggestion,
  emptyStep,
  inDraft,
  isDismissed,
  removeLine,
  restoreDismissed,
  ROADMAP_STEPS,
  setAreaColor,
  setRecommendation,
  setRoadmapStep,
} from './draftEdits';
import { SuggestionCard } from './SuggestionCard';
import { TextLines } from './TextLines';
import type { DraftContent, ResultSuggestions } from './studioMethods';

type Update = (change: (draft: DraftContent) => DraftContent) => void;
const DERIVED = 'derived';
const LEVELS = [0, 1, 2, 3, 4, 5];

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </CardContent>
  </Card>
);

/** Suggestions whose text the draft already holds are not offered again; the operator is told how many. */
const AlreadyInDraft = ({ count }: { count: number }) =>
  count > 0 ? (
    <Typography variant="body2" color="text.secondary">
      {tr('portal.resultsStudio.alreadyInDraft', { count })}
    </Typography>
  ) : null;

/** The draft the customer will read, with the suggestions from the figures inline where they would go. */
export const DraftEditor = ({
  draft,
  update,
  suggestions,
}: {
  draft: DraftContent;
  update: Update;
  suggestions: ResultSuggestions | undefined;
}) => {
  const [focus, setFocus] = useState<{ sheet: string; index: number } | null>(null);
  const findingTexts = draft.Findings.map((f) => f.Text);
  const recommendationTexts = draft.Recommendations.map((r) => r.Detail);
  const roadmapTitles = draft.Roadmap.map((s) => s.Title);

  const areaSection = (area: ResultArea) => {
    const areaName = tr(`portal.resultsStudio.areaName.${area}`);
    const color = draft.AreaColors.find((c) => c.Area === area)?.Color ?? DERIVED;
    const offered = (suggestions?.Findings ?? []).filter(
      (s) => s.Area === area && !isDismissed(draft, 'Finding', s.FindingId) && !inDraft(findingTexts, s.Text),
    );
    const alreadyIn = (suggestions?.Findings ?? []).filter(
      (s) => s.Area === area && inDraft(findingTexts, s.Text),
    ).length;
    return (
      <Section key={area} id={`studio-area-${area}`} title={areaName}>
        <TextField
          select
          label={tr('portal.resultsStudio.colourOf', { area: areaName })}
          value={color}
          onChange={(event) =>
            update(setAreaColor(area, event.target.value === DERIVED ? null : (event.target.value as AreaColor)))
          }
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value={DERIVED}>{tr('portal.resultsStudio.colourDerived')}</MenuItem>
          {AREA_COLORS.map((c) => (
            <MenuItem key={c} value={c}>
              {tr(`portal.resultsStudio.colour.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {tr('portal.resultsStudio.findings')}
        </Typography>
        <TextLines
          draft={draft}
          sheet="Findings"
          area={area}
          update={update}
          focusIndex={focus?.sheet === 'Findings' ? focus.index : null}
        />
        <AlreadyInDraft count={alreadyIn} />
        {offered.slice(0, 3).map((s) => (
          <SuggestionCard
            key={s.FindingId}
            text={<Typography variant="body2">{s.Text}</Typography>}
            evidence={s.Evidence}
            score={s.Score}
            onAccept={() => {
              setFocus({ sheet: 'Findings', index: draft.Findings.length });
              update(acceptFinding(s));
            }}
            onDismiss={() => update(dismissSuggestion('Finding', s.FindingId))}
          />
        ))}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {tr('portal.resultsStudio.scenarios')}
        </Typography>
        <TextLines draft={draft} sheet="AdvanceInsights" area={area} update={update} focusIndex={null} />
      </Section>
    );
  };

  const offeredRecommendations = (suggestions?.Recommendations ?? []).filter(
    (s) => !isDismissed(draft, 'Recommendation', s.RecommendationId) && !inDraft(recommendationTexts, s.Text),
  );
  const offeredRoadmaps = (suggestions?.Roadmaps ?? []).filter(
    (s) => !isDismissed(draft, 'Roadmap', s.RoadmapId) && !s.Steps.every((step) => inDraft(roadmapTitles, step.Title)),
  );

  return (
    <Stack spacing={2}>
      {draft.DismissedSuggestions.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {tr('portal.resultsStudio.dismissedCount', { count: draft.DismissedSuggestions.length })}
          </Typography>
          <Button size="small" onClick={() => update(restoreDismissed())}>
            {tr('portal.resultsStudio.restoreDismissed')}
          </Button>
        </Box>
      )}
      {RESULT_AREAS.map(areaSection)}
      <Section id="studio-recommendations" title={tr('portal.resultsStudio.recommendations')}>
        {draft.Recommendations.map((r, index) => {
          const label = tr('portal.resultsStudio.recommendationLabel', { n: index + 1 });
          return (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                label={label}
                value={r.Detail}
                onChange={(event) => update(setRecommendation(index, { Detail: event.target.value }))}
                multiline
                minRows={2}
                sx={{ flex: '1 1 240px' }}
                autoFocus={focus?.sheet === 'Recommendations' && focus.index === index}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              <TextField
                select
                label={tr('portal.resultsStudio.levelOfFocusOf', { n: index + 1 })}
                value={r.LevelOfFocus}
                onChange={(event) => update(setRecommendation(index, { LevelOfFocus: Number(event.target.value) }))}
                sx={{ width: 150 }}
              >
                {LEVELS.map((l) => (
                  <MenuItem key={l} value={l}>
                    {l}
                  </MenuItem>
                ))}
              </TextField>
              <Tooltip title={tr('portal.resultsStudio.remove', { label })}>
                <IconButton
                  aria-label={tr('portal.resultsStudio.remove', { label })}
                  onClick={() => update(removeLine('Recommendations', index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          );
        })}
        <AlreadyInDraft
          count={(suggestions?.Recommendations ?? []).filter((s) => inDraft(recommendationTexts, s.Text)).length}
        />
        {offeredRecommendations.slice(0, 3).map((s) => (
          <SuggestionCard
            key={s.RecommendationId}
            text={<Typography variant="body2">{s.Text}</Typography>}
            extra={
              <Typography variant="body2" color="text.secondary">
                {tr('portal.resultsStudio.suggestedFocus', { level: s.LevelOfFocus })} {s.Note}
              </Typography>
            }
            evidence={s.Evidence}
            score={s.Score}
            onAccept={() => {
              setFocus({ sheet: 'Recommendations', index: draft.Recommendations.length });
              update(acceptRecommendation(s));
            }}
            onDismiss={() => update(dismissSuggestion('Recommendation', s.RecommendationId))}
          />
        ))}
      </Section>
      <Section id="studio-roadmap" title={tr('portal.resultsStudio.roadmap')}>
        {ROADMAP_STEPS.map((step) => {
          const current = draft.Roadmap.find((s) => s.Step === step) ?? emptyStep(step);
          return (
            <Stack key={step} spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {tr('portal.resultsStudio.step', { n: step })}
              </Typography>
              <TextField
                label={tr('portal.resultsStudio.stepTitle', { n: step })}
                value={current.Title}
                onChange={(event) => update(setRoadmapStep(step, { Title: event.target.value }))}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                label={tr('portal.resultsStudio.stepBrief', { n: step })}
                value={current.BriefDescription}
                onChange={(event) => update(setRoadmapStep(step, { BriefDescription: event.target.value }))}
                multiline
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              <TextField
                label={tr('portal.resultsStudio.stepDetail', { n: step })}
                value={current.Detail}
                onChange={(event) => update(setRoadmapStep(step, { Detail: event.target.value }))}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
            </Stack>
          );
        })}
        {offeredRoadmaps.slice(0, 2).map((s) => (
          <SuggestionCard
            key={s.RoadmapId}
            text={
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {s.Steps.map((step) => (
                  <Typography component="li" variant="body2" key={step.Step}>
                    <strong>{step.Title}</strong> – {step.BriefDescription}
                  </Typography>
                ))}
              </Box>
            }
            evidence={s.Evidence}
            score={s.Score}
            onAccept={() => update(acceptRoadmap(s))}
            onDismiss={() => update(dismissSuggestion('Roadmap', s.RoadmapId))}
          />
        ))}
      </Section>
    </Stack>
  );
};
