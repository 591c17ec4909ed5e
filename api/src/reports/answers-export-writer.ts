import ExcelJS from 'exceljs';
import { neutraliseFormula } from '../results/workbook/spreadsheet-text';

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

export const ANSWER_EXPORT_COLUMNS = [
  { header: 'Respondent', key: 'respondent', width: 28 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'FormStatus', key: 'formStatus', width: 14 },
  { header: 'Area', key: 'area', width: 12 },
  { header: 'Question', key: 'question', width: 50 },
  { header: 'QuestionType', key: 'questionType', width: 14 },
  { header: 'CustomQuestion', key: 'customQuestion', width: 15 },
  { header: 'Answer', key: 'answer', width: 40 },
  { header: 'Importance', key: 'importance', width: 12 },
  { header: 'Document', key: 'document', width: 30 },
];

const text = (v: string | number | null) => (typeof v === 'string' ? neutraliseFormula(v) : v);

/**
 * Streams the answers export into a file with exceljs' streaming writer: each row is
 * committed as soon as it is written, so memory stays flat whatever the number of answers.
 */
export async function writeAnswersExport(filename: string, batches: AsyncIterable<AnswerExportRow[]>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Answers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ANSWER_EXPORT_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const rows of batches) {
    for (const r of rows) {
      sheet
        .addRow([
          text(r.respondent), text(r.email), r.formStatus, r.area, text(r.question), r.questionType,
          r.customQuestion ? 'Yes' : 'No', text(r.answer), text(r.importance), r.document === null ? null : text(r.document),
        ])
        .commit();
      count++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
