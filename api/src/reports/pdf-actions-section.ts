import { interpolate, type Language, REPORT_CATALOGUES } from '@portal/contracts';
import type { ActionEffectsDto } from '../actions/dto/action-effect-responses.dto';
import type { TrendPoint } from '../trends/dto/trend-responses.dto';
import { FONT } from './report-fonts';
import { figure, signed } from './pdf-trend-section';
import { MARGIN, sectionHeader } from './pdf-section-header';

/** The previous round's actions and whether they worked, as the reader's ActionEffects read gives them. */
export interface ActionsSection {
  /** The previous round's name. */
  previous: string;
  effects: ActionEffectsDto;
}

/**
 * The Actions page (docs/features/actions.md#did-it-work): each action of the previous round with its status, due date
 * and verdict in words, and each targeted question or area before and after (mean performance, 95% interval, N) with the
 * change and the item's verdict. Every figure and verdict is the ActionEffects read's, drawn as it comes.
 */
export function actionsPage(
  doc: PDFKit.PDFDocument,
  s: ActionsSection,
  language: Language,
  areaName: (area: string) => string,
) {
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).actions;
  const bottom = doc.page.height - MARGIN;
  const width = sectionHeader(doc, L.title, L.method);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor('#000')
    .text(interpolate(L.previous, { name: s.previous }), MARGIN, doc.y + 6, { width });
  const e = s.effects;
  if (e.BeforeN === null || e.AfterN === null)
    doc
      .font(FONT.italic)
      .fontSize(9)
      .fillColor('#000')
      .text(interpolate(L.notEnough, { min: e.MinRespondents }), MARGIN, doc.y + 6, { width });

  const cols = [MARGIN, MARGIN + 150, MARGIN + 260, MARGIN + 370];
  const colWidth = [146, 106, 106, width - 370];
  const verdict = (v: string) => (L.verdicts as Record<string, string>)[v] ?? v;
  e.Actions.forEach((a, n) => {
    if (doc.y + 70 > bottom) doc.addPage();
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor('#000')
      .text(`${n + 1}. ${a.Title}`, MARGIN, doc.y + 14, { width });
    const status = (L.status as Record<string, string>)[a.Status] ?? a.Status;
    const due = a.DueDate ? ` · ${interpolate(L.due, { date: a.DueDate })}` : '';
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor('#333')
      .text(`${status}${due} · `, MARGIN, doc.y + 2, { width, continued: true })
      .font(FONT.bold)
      .fillColor('#000')
      .text(interpolate(L.verdict, { verdict: verdict(a.Verdict) }));
    if (!a.Items.length) {
      doc
        .font(FONT.italic)
        .fontSize(8)
        .fillColor('#444')
        .text(L.noItems, MARGIN, doc.y + 2, { width });
      return;
    }
    let y = doc.y + 4;
    doc.font(FONT.bold).fontSize(8).fillColor('#444');
    [L.item, L.before, L.after, L.change].forEach((h, i) =>
      doc.text(h, cols[i], y, { width: colWidth[i], lineBreak: false }),
    );
    y += 12;
    for (const item of a.Items) {
      const title = item.QuestionId === null ? areaName(item.Area) : `${item.Title} (${areaName(item.Area)})`;
      const c = item.Change;
      const cells = [
        title,
        cell(item.Before),
        cell(item.After),
        `${c && c.Performance !== null ? `${signed(c.Performance)} · ` : ''}${verdict(item.Verdict)}`,
      ];
      doc.font(FONT.regular).fontSize(8);
      const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: colWidth[i] }))) + 3;
      if (y + height > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      cells.forEach((text, i) =>
        doc
          .font(i === 3 ? FONT.bold : FONT.regular)
          .fillColor('#000')
          .text(text, cols[i], y, { width: colWidth[i] }),
      );
      y += height;
    }
    doc.y = y;
  });
}

const cell = (p: TrendPoint) => figure(p.Performance, p.Ci95.Performance, p.NPerformance, '–');
