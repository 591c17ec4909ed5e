import { interpolate, type Language, REPORT_CATALOGUES } from '@portal/contracts';
import { themeBars } from './pdf-comments-section';
import { drawable, FONT } from './report-fonts';
import { MARGIN, sectionHeader } from './pdf-section-header';

/**
 * The comments a customer reader may read, as their reads show them (docs/features/comments.md): per open question
 * of the snapshot its count, top themes and the comments themselves, or that it is withheld. Never by group.
 */
export interface CustomerCommentsSection {
  /** Completed forms of the snapshot the comments come from. */
  forms: number;
  /** MIN_RESPONDENTS: the fewest commenters a question's comments are shown for. */
  min: number;
  questions: {
    title: string;
    count: number;
    /** Fewer than `min` commenters (or a combination of groups would isolate fewer): nothing of it is shown. */
    withheld: boolean;
    themes: { label: string; count: number; sentiment: number | null }[];
    /** As written, in the read's order (unrelated to who wrote them or when). */
    comments: string[];
  }[];
}

/**
 * The customer's comments page: the method and the anonymity rule, then per open question its heading with the
 * number of comments, its top themes as bars and the comments, one bullet each; a withheld question says why.
 */
export function customerCommentsPage(doc: PDFKit.PDFDocument, c: CustomerCommentsSection, language: Language) {
  if (!c.questions.length) return;
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).comments;
  const bottom = () => doc.page.height - MARGIN;
  const width = sectionHeader(doc, L.customerTitle, interpolate(L.customerMethod, { forms: c.forms, min: c.min }));
  const subheading = (text: string) => {
    if (doc.y + 40 > bottom()) doc.addPage();
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor('#333')
      .text(text, MARGIN, doc.y + 8, { width });
  };
  for (const q of c.questions) {
    // A question's heading never ends a page alone.
    if (doc.y + 70 > bottom()) doc.addPage();
    const heading = q.withheld ? q.title : `${q.title} (${interpolate(L.comments, { count: q.count })})`;
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor('#000')
      .text(heading, MARGIN, doc.y + 16, { width });
    if (q.withheld) {
      doc
        .font(FONT.italic)
        .fontSize(9)
        .fillColor('#444')
        .text(interpolate(L.withheld, { min: c.min }), MARGIN, doc.y + 4, { width });
      continue;
    }
    subheading(L.topThemes);
    themeBars(doc, q.themes, language);
    subheading(L.verbatim);
    doc.font(FONT.regular).fontSize(9).fillColor('#000');
    // Each comment as written; a character the font cannot draw shows as U+FFFD (drawable).
    for (const comment of q.comments) {
      const text = drawable(doc, comment);
      const height = doc.heightOfString(text, { width: width - 12 });
      if (doc.y + Math.min(height, 60) + 4 > bottom()) doc.addPage();
      const top = doc.y + 4;
      doc.font(FONT.regular).fontSize(9).fillColor('#000').text('•', MARGIN, top, { lineBreak: false });
      doc.text(text, MARGIN + 12, top, { width: width - 12 });
    }
  }
}
