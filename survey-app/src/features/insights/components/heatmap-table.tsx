import { Fragment, useState } from 'react';
import { formatNumber, RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { HeatmapAreaFigures, HeatmapDto, HeatmapQuestionFigures, HeatmapSegment } from '../api/get-heatmap';
import { cellOf, hiddenReasonOf, type HeatmapMode, type HiddenReason } from './heatmap-colors';

const NO_FIGURE = '–';
// The footnote mark of each reason a group is hidden, in the column head, the cells and the note under the table.
export const REASON_MARK: Record<HiddenReason, string> = { BelowFloor: '¹', Complementary: '²' };

type Figures = { Performance: number | null } | undefined;

const areaOf = (areas: HeatmapAreaFigures[], area: ResultArea) => areas.find((a) => a.Area === area);
const questionOf = (questions: HeatmapQuestionFigures[] | undefined, id: number) => questions?.find((q) => q.Id === id);

/** The questions of an area: Overall's when the API lists them, otherwise every shown group's, once each. */
function questionsOf(data: HeatmapDto, area: ResultArea): { Id: number; Title: string }[] {
  const seen = new Map<number, string>();
  for (const q of data.Overall.Questions ?? []) if (q.Area === area) seen.set(q.Id, q.Title);
  for (const segment of data.Segments) for (const q of segment.Questions) if (q.Area === area && !seen.has(q.Id)) seen.set(q.Id, q.Title);
  return [...seen].map(([Id, Title]) => ({ Id, Title }));
}

export function HeatmapTable({ data, mode }: { data: HeatmapDto; mode: HeatmapMode }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<ResultArea[]>([]);
  const toggle = (area: ResultArea) => setOpen((now) => (now.includes(area) ? now.filter((a) => a !== area) : [...now, area]));
  const number = (value: number, signed: boolean) =>
    (signed && value > 0 ? '+' : '') + formatNumber(value, i18n.language, 1).replace('-', '−');

  function FigureCell({ figures, overall, label }: { figures: Figures; overall: Figures; label: string }) {
    const cell = cellOf(mode, figures?.Performance ?? null, overall?.Performance ?? null);
    if (cell.value === null) return <td className="hm-cell hm-none" aria-label={`${label}: ${t('heatmap.noFigure')}`}>{NO_FIGURE}</td>;
    return <td className={`hm-cell hm-b${cell.band}`}>{number(cell.value, mode === 'difference')}</td>;
  }

  function HiddenCell({ reason }: { reason: HiddenReason }) {
    return (
      <td className="hm-cell hm-hidden" title={t(`heatmap.hidden${reason}`, { min: data.MinRespondents })}>
        <span aria-hidden="true">⊘ </span>
        {t('heatmap.hidden')}
        <sup aria-hidden="true">{REASON_MARK[reason]}</sup>
        <span className="sr-only">: {t(`heatmap.hidden${reason}`, { min: data.MinRespondents })}</span>
      </td>
    );
  }

  // Overall is the reference column: never shaded by difference (its difference is 0 by definition).
  function OverallCell({ figures }: { figures: Figures }) {
    const value = figures?.Performance ?? null;
    if (value === null) return <td className="hm-cell hm-none hm-overall">{NO_FIGURE}</td>;
    const cell = cellOf('score', value, null);
    return <td className={`hm-cell hm-overall${mode === 'score' ? ` hm-b${cell.band}` : ''}`}>{number(cell.value!, false)}</td>;
  }

  const segmentCell = (segment: HeatmapSegment, figures: Figures, overall: Figures, label: string) =>
    segment.Hidden ? (
      <HiddenCell key={segment.Value} reason={hiddenReasonOf(segment, data.MinRespondents)} />
    ) : (
      <FigureCell key={segment.Value} figures={figures} overall={overall} label={label} />
    );

  return (
    <table className="hm-table">
      <caption className="sr-only">{t('heatmap.caption', { by: data.By })}</caption>
      <thead>
        <tr>
          <th scope="col" className="hm-sticky">{t('heatmap.areaColumn')}</th>
          <th scope="col" className="hm-overall">
            {t('heatmap.overall')}
            <span className="hm-n">{t('heatmap.n', { n: data.Overall.N })}</span>
          </th>
          {data.Segments.map((segment) => (
            <th scope="col" key={segment.Value}>
              {segment.Value}
              <span className="hm-n">
                {segment.Hidden
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
          const overall = areaOf(data.Overall.Areas, area);
          const questions = questionsOf(data, area);
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
                    <span aria-hidden="true" className="hm-chevron">{expanded ? '▾' : '▸'}</span> {areaName}
                  </button>
                </th>
                <OverallCell figures={overall} />
                {data.Segments.map((segment) => segmentCell(segment, areaOf(segment.Areas, area), overall, `${areaName}, ${segment.Value}`))}
              </tr>
              {expanded &&
                questions.map((question) => {
                  const overallQuestion = questionOf(data.Overall.Questions, question.Id);
                  return (
                    <tr key={question.Id} className="hm-question">
                      <th scope="row" className="hm-sticky">{question.Title}</th>
                      <OverallCell figures={overallQuestion} />
                      {data.Segments.map((segment) =>
                        segmentCell(segment, questionOf(segment.Questions, question.Id), overallQuestion, `${question.Title}, ${segment.Value}`),
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
