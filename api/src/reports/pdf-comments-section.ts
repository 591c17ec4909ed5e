import { interpolate, type Language, REPORT_CATALOGUES, sentimentBand } from '@portal/contracts';
import { FONT } from './report-fonts';
import { MARGIN, sectionHeader } from './pdf-section-header';

/** The top themes of each open question (docs/features/comments.md): themes, counts and sentiment, never the comments themselves. */
export interface CommentsSection {
  questions: { title: string; count: number; themes: { label: string; count: number; sentiment: number | null }[] }[];
}

const BAND_FILL = { positive: '#1e7a3c', neutral: '#5b6675', negative: '#b3261e', unscored: '#9e9e9e' } as const;
const MARK = { positive: '+', neutral: '=', negative: '−', unscored: '·' } as const;

/**
 * The comments page: per open question its number of comments and its top themes as bars of their
 * comment counts, each with its sentiment in words and as a score (the bar colour repeats it, never alone).
 */
export function commentsPage(doc: PDFKit.PDFDocument, c: CommentsSection, language: Language) {
  if (!c.questions.length) return;
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).comments;
  const width = sectionHeader(doc, L.title, L.method);
  for (const q of c.questions) {
    if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor('#000')
      .text(`${q.title} (${interpolate(L.comments, { count: q.count })})`, MARGIN, doc.y + 14, { width });
    themeBars(doc, q.themes, language);
  }
}

/**
 * A question's themes as bars of their comment counts, each with its sentiment in words and as a score (the bar
 * colour repeats it, never alone); a line saying so when no theme is shared.
 */
export function themeBars(
  doc: PDFKit.PDFDocument,
  themes: CommentsSection['questions'][number]['themes'],
  language: Language,
) {
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).comments;
  const width = doc.page.width - 2 * MARGIN;
  if (!themes.length) {
    doc
      .font(FONT.italic)
      .fontSize(9)
      .fillColor('#444')
      .text(L.noThemes, MARGIN, doc.y + 4, { width });
    return;
  }
  const labelWidth = 170;
  const barMax = width - labelWidth - 120;
  const most = Math.max(...themes.map((t) => t.count));
  let y = doc.y + 6;
  for (const t of themes) {
    if (y + 18 > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    const band = sentimentBand(t.sentiment);
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor('#000')
      .text(t.label, MARGIN, y + 2, { width: labelWidth - 8, height: 12, ellipsis: true });
    const length = Math.max(2, (barMax * t.count) / most);
    doc.rect(MARGIN + labelWidth, y, length, 12).fill(BAND_FILL[band]);
    const score = t.sentiment === null ? '' : ` ${t.sentiment.toFixed(2)}`;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#000')
      .text(`${t.count} · ${MARK[band]} ${L.sentiment[band]}${score}`, MARGIN + labelWidth + length + 4, y + 2, {
        lineBreak: false,
      });
    y += 16;
  }
  doc.y = y;
}
