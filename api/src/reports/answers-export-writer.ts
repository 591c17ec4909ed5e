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
];

/** A row's cells in the order of ANSWER_EXPORT_COLUMNS. */
const cells = (r: AnswerExportRow): SheetCell[] => [
  r.respondent, r.email, r.formStatus, r.area, r.question, r.questionType,
  r.customQuestion ? 'Yes' : 'No', r.answer, r.importance, r.document,
];

async function* sheetBatches(batches: AsyncIterable<AnswerExportRow[]>): AsyncGenerator<SheetCell[][]> {
  for await (const rows of batches) yield rows.map(cells);
}

/**
 * Streams the answers export into `out` as an .xlsx, one row per answer, batch by batch:
 * memory stays flat whatever the number of answers. Text is formula-neutralised by the sheet writer.
 */
export function writeAnswersExport(out: Writable, batches: AsyncIterable<AnswerExportRow[]>): Promise<number> {
  return writeXlsxSheet(out, { name: 'Answers', columns: ANSWER_EXPORT_COLUMNS, batches: sheetBatches(batches) });
}
