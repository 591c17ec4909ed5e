import { FONT } from './report-fonts';

export const MARGIN = 50;

/**
 * Opens a section of the report on a new page: its title and, under it, the method in small grey type, as every
 * section after the overview starts. Answers the width of the text column.
 */
export function sectionHeader(doc: PDFKit.PDFDocument, title: string, method: string): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.addPage();
  doc.font(FONT.bold).fontSize(16).fillColor('#000').text(title, MARGIN, MARGIN, { width });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor('#444')
    .text(method, MARGIN, doc.y + 4, { width });
  return width;
}
