import type { AreaColor, ResultArea } from '@portal/contracts';
import type {
  DismissedSuggestion,
  DraftContent,
  DraftRoadmapStep,
  FindingSuggestion,
  RecommendationSuggestion,
  RoadmapSuggestion,
} from './studioMethods';

export type TextSheet = 'Findings' | 'AdvanceInsights';

/** The draft's lines of one area, with their index in the sheet (edits address lines by that index). */
export const linesOf = (draft: DraftContent, sheet: TextSheet, area: ResultArea) =>
  draft[sheet].map((line, index) => ({ ...line, index })).filter((line) => line.Area === area);

export const addText = (sheet: TextSheet, area: ResultArea, text: string) => (draft: DraftContent) => ({
  ...draft,
  [sheet]: [...draft[sheet], { Area: area, Text: text }],
});

export const setText = (sheet: TextSheet, index: number, text: string) => (draft: DraftContent) => ({
  ...draft,
  [sheet]: draft[sheet].map((line, i) => (i === index ? { ...line, Text: text } : line)),
});

export const removeLine =
  <K extends 'Findings' | 'AdvanceInsights' | 'Recommendations'>(sheet: K, index: number) =>
  (draft: DraftContent) => ({ ...draft, [sheet]: draft[sheet].filter((_, i) => i !== index) });

/** An accepted finding is the draft's own text from then on: copied, not linked to the library. */
export const acceptFinding = (suggestion: FindingSuggestion) => addText('Findings', suggestion.Area, suggestion.Text);

export const acceptRecommendation = (suggestion: RecommendationSuggestion) => (draft: DraftContent) => ({
  ...draft,
  Recommendations: [...draft.Recommendations, { Detail: suggestion.Text, LevelOfFocus: suggestion.LevelOfFocus }],
});

export const setRecommendation =
  (index: number, change: Partial<{ Detail: string; LevelOfFocus: number }>) => (draft: DraftContent) => ({
    ...draft,
    Recommendations: draft.Recommendations.map((line, i) => (i === index ? { ...line, ...change } : line)),
  });

/** A roadmap is the three steps together: accepting one replaces the draft's steps. */
export const acceptRoadmap = (suggestion: RoadmapSuggestion) => (draft: DraftContent) => ({
  ...draft,
  Roadmap: suggestion.Steps.map((s) => ({ ...s })),
});

export const ROADMAP_STEPS = [1, 2, 3] as const;
export const emptyStep = (step: number): DraftRoadmapStep => ({
  Step: step,
  Title: '',
  BriefDescription: '',
  Detail: '',
});

export const setRoadmapStep =
  (step: number, change: Partial<Omit<DraftRoadmapStep, 'Step'>>) => (draft: DraftContent) => {
    const current = draft.Roadmap.find((s) => s.Step === step) ?? emptyStep(step);
    const others = draft.Roadmap.filter((s) => s.Step !== step);
    return { ...draft, Roadmap: [...others, { ...current, ...change }].sort((a, b) => a.Step - b.Step) };
  };

/** null: the colour is derived from the figures when published. */
export const setAreaColor = (area: ResultArea, color: AreaColor | null) => (draft: DraftContent) => ({
  ...draft,
  AreaColors: [...draft.AreaColors.filter((c) => c.Area !== area), ...(color ? [{ Area: area, Color: color }] : [])],
});

/** A suggestion already in the draft (accepted, maybe edited since) is not offered again. */
export const inDraft = (texts: string[], text: string) => texts.some((t) => t.trim() === text.trim());

export const isDismissed = (draft: DraftContent, kind: DismissedSuggestion['Kind'], id: number) =>
  draft.DismissedSuggestions.some((d) => d.Kind === kind && d.Id === id);

export const dismissSuggestion = (kind: DismissedSuggestion['Kind'], id: number) => (draft: DraftContent) =>
  isDismissed(draft, kind, id)
    ? draft
    : { ...draft, DismissedSuggestions: [...draft.DismissedSuggestions, { Kind: kind, Id: id }] };

export const restoreDismissed = () => (draft: DraftContent) => ({ ...draft, DismissedSuggestions: [] });
