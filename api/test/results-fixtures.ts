import ExcelJS from 'exceljs';
import { inflateSync } from 'node:zlib';

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
    Findings: [HEADERS.Findings, ['Culture', 'Upload culture finding'], ['people', 'Upload people finding'], ['Process', 'Upload process finding'], ['Structure', 'Upload structure finding']],
    Recommendations: [HEADERS.Recommendations, ['Upload scenario A', 5], ['Upload scenario B', 0], ['=cmd|calc', 3]],
    Inputs: [HEADERS.Inputs, ['Culture', 'Uploaded culture question', 4.5, 3.25, -1.25], ['People', 'Uploaded people question', 2, 4, null]],
    AdvanceInsights: [HEADERS.AdvanceInsights, ['Culture', 'Upload insight culture'], ['Structure', 'Upload insight structure']],
    Roadmap: [HEADERS.Roadmap, [2, 'Second step', 'Brief two', 'Detail two'], [1, 'First step', 'Brief one', 'Line A\nLine B'], [3, 'Third step', 'Brief three', 'Detail three']],
    AreaColors: [HEADERS.AreaColors, ['Culture', 'green'], ['People', 'Red']],
  };
}

/** Text drawn by a pdfkit PDF: inflates every content stream and decodes its TJ/Tj strings. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      body = raw.slice(start, end);
    }
    for (const t of body.matchAll(/\[(.*?)\]\s*TJ/g)) {
      out.push([...t[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
