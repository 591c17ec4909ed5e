import ExcelJS from 'exceljs';
import { extractPdfText } from './support/pdf-text';

export type Sheets = Record<string, (string | number | null)[][]>;

/** An .xlsx with the given sheets (first row of each is the header row). */
export async function xlsx(sheets: Sheets): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const HEADERS = {
  Findings: ['Area', 'Finding'],
  Recommendations: ['Recommendation', 'LevelOfFocus'],
  Inputs: ['Area', 'Question', 'AverageRating', 'AverageValue', 'AverageDifference'],
  AdvanceInsights: ['Area', 'Insight'],
  Roadmap: ['Step', 'Title', 'BriefDescription', 'Detail'],
  AreaColors: ['Area', 'Color'],
};

/** A complete, valid result workbook's sheets. */
export function goodSheets(): Sheets {
  return {
    Findings: [
      HEADERS.Findings,
      ['Culture', 'Upload culture finding'],
      ['people', 'Upload people finding'],
      ['Process', 'Upload process finding'],
      ['Structure', 'Upload structure finding'],
    ],
    Recommendations: [HEADERS.Recommendations, ['Upload scenario A', 5], ['Upload scenario B', 0], ['=cmd|calc', 3]],
    Inputs: [
      HEADERS.Inputs,
      ['Culture', 'Uploaded culture question', 4.5, 3.25, -1.25],
      ['People', 'Uploaded people question', 2, 4, null],
    ],
    AdvanceInsights: [
      HEADERS.AdvanceInsights,
      ['Culture', 'Upload insight culture'],
      ['Structure', 'Upload insight structure'],
    ],
    Roadmap: [
      HEADERS.Roadmap,
      [2, 'Second step', 'Brief two', 'Detail two'],
      [1, 'First step', 'Brief one', 'Line A\nLine B'],
      [3, 'Third step', 'Brief three', 'Detail three'],
    ],
    AreaColors: [HEADERS.AreaColors, ['Culture', 'green'], ['People', 'Red']],
  };
}

/** A good workbook without area colours, which an inquiry whose figures the customer cannot see refuses. */
export function uncolouredSheets(): Sheets {
  const { AreaColors: _colours, ...sheets } = goodSheets();
  return sheets;
}

/** The text a PDF shows, read back by pdf.js (see support/pdf-text.ts). */
export function pdfText(pdf: Buffer): string {
  return extractPdfText(pdf);
}
