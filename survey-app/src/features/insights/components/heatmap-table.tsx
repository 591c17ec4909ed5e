import { Fragment, useState, type ReactNode } from 'react';
import { FIGURE_DIGITS, formatNumber, RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { HeatmapAreaFigures, HeatmapDto, HeatmapQuestionFigures, HeatmapSegment } from '../api/get-heatmap';
import { cellOf, hiddenReasonOf, type HeatmapMode, type HiddenReason } from './heatmap-colors';
import { groupLabel, isWithheld } from './group-label';

const NO_FIGURE = '–';
// The footnote mark of each reason a group is hidden, in the column head, the cells and the note under the table.
export const REASON_MARK: Record<HiddenReason, string> = {
  BelowFloor: '¹',
  Complementary: '²',
  Overlap: '³',
  Changed: '⁴',
  TooFine: '⁵',
  RolledUp: '⁶',
  NotEnoughPeople: '⁷',
};

// Withheld: the figure rests on too few answers besides Don't Know (null figures, "Not enough answers").
type Figures = { Performance: number | null; Withheld?: boolean } | undefined;
type Overall = NonNullable<HeatmapDto['Overall']>;

const areaOf = (areas: HeatmapAreaFigures[], area: ResultArea) => areas.find((a) => a.Area === area);
const questionKey = (q: Pick<HeatmapQuestionFigures, 'Id' | 'IsCustomQuestion'>) =>
  `${q.IsCustomQuestion ? 'c' : 'q'}${q.Id}`;
const questionOf = (questions: HeatmapQuestionFigures[] | undefined, key: string) =>
  questions?.find((q) => questionKey(q) === key);

/** The questions of an area: Overall's when the API lists them, otherwise every shown group's, once each. */
function questionsOf(overall: Overall, segments: HeatmapSegment[], area: ResultArea): { key: string; Title: string }[] {
  const seen = new Map<string, string>();
  for (const q of [...(overall.Questions ?? []), ...segments.flatMap((s) => s.Questions)]) {
    if (q.Area === area && !seen.has(questionKey(q))) seen.set(questionKey(q), q.Title);
  }
  return [...seen].map(([key, Title]) => ({ key, Title }));
}

/** The reasons groups of this heatmap are hidden for, in mark order (the legend explains these only). */
export const reasonsIn = (data: HeatmapDto) =>
  (Object.keys(REASON_MARK) as HiddenReason[]).filter((reason) =>
    data.Segments.some((s) => s.Hidden && hiddenReasonOf(s, data.MinRespondents) === reason),
  );

export function HeatmapTable({ data, overall, mode }: { data: HeatmapDto; overall: Overall; mode: HeatmapMode }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<ResultArea[]>([]);
  const toggle = (area: ResultArea) =>
    setOpen((now) => (now.includes(area) ? now.filter((a) => a !== area) : [...now, area]));
  const number = (value: number, signed: boolean) =>
    (signed && value > 0 ? '+' : '') + formatNumber(value, i18n.language, FIGURE_DIGITS).replace('-', '−');
  const reasonText = (reason: HiddenReason) => t(`heatmap.hidden${reason}`, { min: data.MinRespondents });
  const groupName = (segment: HeatmapSegment) => groupLabel(t, segment);
  const withheldText = t('groups.withheldHint', { min: data.MinRespondents });

  // Too few answers for a figure: said in words rather than a number or a dash.
  const withheldCell = (key: string, label: string, extra = '', mark?: ReactNode) => (
    <td
      key={key}
      className={`hm-cell hm-withheld${extra}`}
      title={withheldText}
      aria-label={`${label}: ${t('groups.withheld')}`}
    >
      {t('groups.withheld')}
      {mark}
    </td>
  );

  const figureCell = (key: string, figures: Figures, reference: Figures, label: string, mark?: ReactNode) => {
    if (isWithheld(figures)) return withheldCell(key, label, '', mark);
    const cell = cellOf(mode, figures?.Performance ?? null, reference?.Performance ?? null);
    if (cell.value === null) {
      return (
        <td key={key} className="hm-cell hm-none" aria-label={`${label}: ${t('heatmap.noFigure')}`}>
          {NO_FIGURE}
          {mark}
        </td>
      );
    }
    return (
      <td key={key} className={`hm-cell hm-b${cell.band}`}>
        {number(cell.value, mode === 'difference')}
        {mark}
      </td>
    );
  };

  // A customer admin's hidden group: no figure at all, the word Hidden and why.
  const hiddenCell = (key: string, reason: HiddenReason) => (
    <td key={key} className="hm-cell hm-hidden" title={reasonText(reason)}>
      <span aria-hidden="true">⊘ </span>
      {t('heatmap.hidden')}
      <sup aria-hidden="true">{REASON_MARK[reason]}</sup>
      <span className="sr-only">: {reasonText(reason)}</span>
    </td>
  );

  // The super admin sees a hidden group's figures, marked as what the customer admin does not see.
  const hiddenMark = (reason: HiddenReason) => (
    <span className="hm-hidden-mark" title={reasonText(reason)}>
      <span aria-hidden="true"> ⊘{REASON_MARK[reason]}</span>
      <span className="sr-only">
        {' '}
        ({t('heatmap.hiddenFromCustomer')}: {reasonText(reason)})
      </span>
    </span>
  );

  const segmentCell = (segment: HeatmapSegment, figures: Figures, reference: Figures, label: string) => {
    if (!segment.Hidden) return figureCell(segment.Value, figures, reference, label);
    const reason = hiddenReasonOf(segment, data.MinRespondents);
    return segment.Areas.length > 0
      ? figureCell(segment.Value, figures, reference, label, hiddenMark(reason))
      : hiddenCell(segment.Value, reason);
  };

  // Overall is the reference column: never shaded by difference (its difference is 0 by definition).
  const overallCell = (figures: Figures) => {
    if (isWithheld(figures)) return withheldCell('overall', t('heatmap.overall'), ' hm-overall');
    const value = figures?.Performance ?? null;
    if (value === null) return <td className="hm-cell hm-none hm-overall">{NO_FIGURE}</td>;
    const cell = cellOf('score', value, null);
    return (
      <td className={`hm-cell hm-overall${mode === 'score' ? ` hm-b${cell.band}` : ''}`}>
        {number(cell.value!, false)}
      </td>
    );
  };

  return (
    <table className="hm-table">
      <caption className="sr-only">{t('heatmap.caption', { by: data.By })}</caption>
      <thead>
        <tr>
          <th scope="col" className="hm-sticky">
            {t('heatmap.areaColumn')}
          </th>
          <th scope="col" className="hm-overall">
            {t('heatmap.overall')}
            <span className="hm-n">{t('heatmap.n', { n: overall.N })}</span>
          </th>
          {data.Segments.map((segment) => (
            <th
              scope="col"
              key={segment.Value}
              className={segment.NoValue || segment.Value === '' || segment.RolledUp ? 'hm-novalue' : undefined}
            >
              {groupName(segment)}
              <span className="hm-n">
                {segment.Hidden && segment.N === null
                  ? `${t('heatmap.hidden')}${REASON_MARK[hiddenReasonOf(segment, data.MinRespondents)]}`
                  : t('heatmap.n', { n: segment.N ?? 0 })}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {RESULT_AREAS.map((area) => {
          const expanded = open.includes(area);
          const reference = areaOf(overall.Areas, area);
          const questions = questionsOf(overall, data.Segments, area);
          const areaName = t(`areas.${area}`);
          return (
            <Fragment key={area}>
              <tr className="hm-area">
                <th scope="row" className="hm-sticky">
                  <button
                    type="button"
                    className="hm-expand"
                    aria-expanded={expanded}
                    disabled={questions.length === 0}
                    onClick={() => toggle(area)}
                  >
                    <span aria-hidden="true" className="hm-chevron">
                      {expanded ? '▾' : '▸'}
                    </span>{' '}
                    {areaName}
                  </button>
                </th>
                {overallCell(reference)}
                {data.Segments.map((segment) =>
                  segmentCell(segment, areaOf(segment.Areas, area), reference, `${areaName}, ${groupName(segment)}`),
                )}
              </tr>
              {expanded &&
                questions.map((question) => {
                  const referenceQuestion = questionOf(overall.Questions, question.key);
                  return (
                    <tr key={question.key} className="hm-question">
                      <th scope="row" className="hm-sticky">
                        {question.Title}
                      </th>
                      {overallCell(referenceQuestion)}
                      {data.Segments.map((segment) =>
                        segmentCell(
                          segment,
                          questionOf(segment.Questions, question.key),
                          referenceQuestion,
                          `${question.Title}, ${groupName(segment)}`,
                        ),
                      )}
                    </tr>
                  );
                })}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
