import type { Writable } from 'node:stream';
import { SheetCell, SheetColumn, writeXlsxSheet } from './xlsx-sheet-writer';

export interface AnswerExportRow {
  respondent: string;
  email: string;
  formStatus: string;
  area: string;
  question: string;
  questionType: string;
  customQuestion: boolean;
  answer: string | number | null;
  importance: string | number | null;
  document: string | null;
  /** The respondent's invited attributes (name → value). */
  attributes?: Record<string, string>;
  /** The answer's id, to join the comment analysis on. */
  answerId?: number;
  /** A comment's themes ("; "-joined) and sentiment (docs/features/comments.md); null for other answers and unscored languages. */
  themes?: string | null;
  sentiment?: number | null;
}

const ANSWER_EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Respondent', width: 28, repeated: true },
  { header: 'Email', width: 32, repeated: true },
  { header: 'FormStatus', width: 14, repeated: true },
  { header: 'Area', width: 12, repeated: true },
  { header: 'Question', width: 50, repeated: true },
  { header: 'QuestionType', width: 14, repeated: true },
  { header: 'CustomQuestion', width: 15, repeated: true },
  { header: 'Answer', width: 40 },
  { header: 'Importance', width: 12 },
  { header: 'Document', width: 30 },
  { header: 'Themes', width: 30 },
  { header: 'Sentiment', width: 11 },
];

/** A row's cells in the order of ANSWER_EXPORT_COLUMNS, then one per attribute (empty when the respondent has none). */
const cells = (r: AnswerExportRow, attributes: string[]): SheetCell[] => [
  r.respondent,
  r.email,
  r.formStatus,
  r.area,
  r.question,
  r.questionType,
  r.customQuestion ? 'Yes' : 'No',
  r.answer,
  r.importance,
  r.document,
  r.themes ?? null,
  r.sentiment ?? null,
  ...attributes.map((name) => r.attributes?.[name] ?? null),
];

async function* sheetBatches(
  batches: AsyncIterable<AnswerExportRow[]>,
  attributes: string[],
): AsyncGenerator<SheetCell[][]> {
  for await (const rows of batches) yield rows.map((r) => cells(r, attributes));
}

/**
 * Streams the answers export into `out` as an .xlsx, one row per answer, batch by batch:
 * memory stays flat whatever the number of answers. Text is formula-neutralised by the sheet writer.
 */
export function writeAnswersExport(
  out: Writable,
  batches: AsyncIterable<AnswerExportRow[]>,
  attributes: string[] = [],
): Promise<number> {
  // The respondents' invited attributes (Department, Location, ...) after the fixed columns, so those keep their places.
  const columns = [
    ...ANSWER_EXPORT_COLUMNS,
    ...attributes.map((name): SheetColumn => ({ header: name, width: 18, repeated: true })),
  ];
  return writeXlsxSheet(out, { name: 'Answers', columns, batches: sheetBatches(batches, attributes) });
}
