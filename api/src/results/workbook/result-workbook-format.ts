import { RESULT_AREAS, ResultArea } from '@portal/contracts';

/** The area colours of decisions.md §5. */
export const AREA_COLORS = ['green', 'blue', 'yellow', 'red'] as const;
export type AreaColor = (typeof AREA_COLORS)[number];

export type ColumnKind = 'area' | 'text' | 'title' | 'levelOfFocus' | 'average' | 'difference' | 'step' | 'color';

export interface ColumnSpec {
  key: string;
  header: string;
  kind: ColumnKind;
  /** Blank allowed (the reader fills a default). */
  optional?: boolean;
}

export interface SheetSpec {
  name: SheetName;
  required: boolean;
  columns: ColumnSpec[];
}

export type SheetName = 'Findings' | 'Recommendations' | 'Inputs' | 'AdvanceInsights' | 'Roadmap' | 'AreaColors';

/** The result workbook (decisions.md §5): each sheet has a header row, then one line per row. */
export const RESULT_SHEETS: SheetSpec[] = [
  {
    name: 'Findings',
    required: true,
    columns: [
      { key: 'area', header: 'Area', kind: 'area' },
      { key: 'text', header: 'Finding', kind: 'text' },
    ],
  },
  {
    name: 'Recommendations',
    required: true,
    columns: [
      { key: 'detail', header: 'Recommendation', kind: 'text' },
      { key: 'levelOfFocus', header: 'LevelOfFocus', kind: 'levelOfFocus' },
    ],
  },
  {
    name: 'Inputs',
    required: false,
    columns: [
      { key: 'area', header: 'Area', kind: 'area' },
      { key: 'question', header: 'Question', kind: 'text' },
      // Empty where every answer was Don't Know: there is no mean to give.
      { key: 'averageRating', header: 'AverageRating', kind: 'average', optional: true },
      { key: 'averageValue', header: 'AverageValue', kind: 'average', optional: true },
      { key: 'averageDifference', header: 'AverageDifference', kind: 'difference', optional: true },
    ],
  },
  {
    name: 'AdvanceInsights',
    required: true,
    columns: [
      { key: 'area', header: 'Area', kind: 'area' },
      { key: 'text', header: 'Insight', kind: 'text' },
    ],
  },
  {
    name: 'Roadmap',
    required: true,
    columns: [
      { key: 'step', header: 'Step', kind: 'step' },
      { key: 'title', header: 'Title', kind: 'title' },
      { key: 'briefDescription', header: 'BriefDescription', kind: 'text' },
      { key: 'detail', header: 'Detail', kind: 'text' },
    ],
  },
  {
    name: 'AreaColors',
    required: false,
    columns: [
      { key: 'area', header: 'Area', kind: 'area' },
      { key: 'color', header: 'Color', kind: 'color' },
    ],
  },
];

export const MAX_TEXT_LENGTH = 4000;
export const MAX_TITLE_LENGTH = 200;

export interface ParsedResults {
  findings: { area: ResultArea; text: string }[];
  recommendations: { detail: string; levelOfFocus: number }[];
  /** Null when the workbook has no Inputs sheet (inputs are then computed from answers). */
  inputs:
    | {
        area: ResultArea;
        question: string;
        averageRating: number | null;
        averageValue: number | null;
        averageDifference: number | null;
      }[]
    | null;
  advanceInsights: { area: ResultArea; text: string }[];
  roadmap: { step: number; title: string; briefDescription: string; detail: string }[];
  /** Null when the workbook has no AreaColors sheet (colours are then derived). */
  areaColors: { area: ResultArea; color: AreaColor }[] | null;
  /** What the template's About sheet says its computed inputs were made from; null for a workbook without one. */
  computedFrom: ComputedFrom | null;
}

/** The inquiry and completed-form count a template's computed Inputs were made from (its About sheet). */
export interface ComputedFrom {
  inquiryId: number;
  completedForms: number;
}

/** An informative sheet the template writes and uploads read; it is not one of the result sheets. */
export const ABOUT_SHEET = 'About';
export const ABOUT_INQUIRY = 'Inquiry';
export const ABOUT_COMPLETED_FORMS = 'Inputs computed from completed forms';

/** Header and sheet names compare without case, spaces or punctuation ("Level of focus" = "LevelOfFocus"). */
export const normaliseName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function canonicalArea(text: string): ResultArea | null {
  return RESULT_AREAS.find((a) => a.toLowerCase() === text.trim().toLowerCase()) ?? null;
}

/** Column letters as a spreadsheet shows them (1 → A, 27 → AA). */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
