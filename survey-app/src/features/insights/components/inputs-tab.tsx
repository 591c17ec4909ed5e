import { memo, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Bar } from 'react-chartjs-2';
import type { ChartOptions } from 'chart.js';
import '../../../lib/chart-setup';
import {
  areaArrayKey,
  formatNumber,
  localeOf,
  RESULT_AREAS,
  roundFigure,
  type ImportancePerformanceDto,
  type InputItem,
  type ResultArea,
} from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../../../components/loading';
import { useImportancePerformance } from '../api/get-importance-performance';
import { useInputs } from '../api/get-inputs';
import { AnonymityNotice } from './anonymity-notice';
import { DkShare } from './dk-share';
import { isWithheld } from './group-label';
import { IpaArea, IpaOverall } from './ipa-sections';
import { QueryView } from './query-view';
import { MIN_BAR_LENGTH, ratingAxis } from './chart-scales';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { inputsLead } from './lead-sentences/inputs-lead';
import { useWords } from './lead-sentences/use-words';
import type { Segment } from '../api/segment';

// Bars of 20 px with a 1 px border (spec §2); ratings run 1-5, and so does the value axis.
const BAR = { barThickness: 20, borderWidth: 1, minBarLength: MIN_BAR_LENGTH } as const;

export const inputsChartOptions: ChartOptions<'bar'> = {
  indexAxis: 'y',
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  scales: {
    x: ratingAxis(),
    y: {
      ticks: {
        // Long questions are cut to what the chart's width leaves them; the table below has them in full.
        callback(value) {
          const label = String(this.getLabelForValue(Number(value)));
          const max = Math.max(12, Math.min(48, Math.floor(this.chart.width / 18)));
          return label.length > max ? `${label.slice(0, max)}…` : label;
        },
      },
    },
  },
  plugins: { legend: { position: 'bottom' } },
};

/** A mean as shown everywhere; null (every answer Don't Know) stays null: no bar is drawn and the table shows a dash. */
const num = (v: number | null) => roundFigure(v);
const NO_MEAN = '–';

// The page's own reads (the inquiry's name) must not redraw every chart when they arrive.
export default memo(function InputsTab({ inquiryId, segment = null }: { inquiryId: string; segment?: Segment | null }) {
  const { t } = useTranslation();
  const inputs = useInputs(inquiryId, segment);
  // Its own failure must not hide the inputs: the client shows the error, the tab keeps what it has.
  const ipa = useImportancePerformance(inquiryId, segment);
  const { state } = useLocation() as { state: { area?: string } | null };
  const target = state?.area;
  const ready = !inputs.isPending && !ipa.isPending;

  useEffect(() => {
    if (!ready || !target) return;
    document.getElementById(`inputs-${target}`)?.scrollIntoView({ block: 'start' });
    document.getElementById(`inputs-${target}`)?.focus({ preventScroll: true });
  }, [ready, target]);

  if (ipa.isPending) return <Loading />;
  const analysis = ipa.data ?? null;
  return (
    <QueryView query={inputs}>
      {(data) => {
        if (data.Gated) return <AnonymityNotice gate={data} />;
        if (analysis?.Gated) return <AnonymityNotice gate={analysis} />;
        const hasInputs = RESULT_AREAS.some((a) => data[areaArrayKey(a)].length);
        const hasIpa = !!analysis?.Overall && analysis.Items.length > 0;
        if (!hasInputs && !hasIpa) return <p className="empty">{analysis?.Message ?? t('common.noData')}</p>;
        return (
          <div className="inputs">
            {hasIpa ? <IpaOverall ipa={analysis!} /> : <IpaUnavailable ipa={ipa} />}
            {RESULT_AREAS.map((area) => (
              <AreaChart key={area} area={area} rows={data[areaArrayKey(area)]} ipa={hasIpa ? analysis : null} />
            ))}
          </div>
        );
      }}
    </QueryView>
  );
});

function IpaUnavailable({ ipa }: { ipa: UseQueryResult<ImportancePerformanceDto> }) {
  const message = ipa.data?.Message ?? null;
  const { t } = useTranslation();
  return (
    <p className="card muted" role="note">
      {message ?? t('inputs.unavailable')}
    </p>
  );
}

// Withheld (a customer admin's read): too few answers besides Don't Know, so no bar and the words instead.
function AreaChart({
  area,
  rows,
  ipa,
}: {
  area: ResultArea;
  rows: (InputItem & { Withheld?: boolean })[];
  ipa: ImportancePerformanceDto | null;
}) {
  const { t, i18n } = useTranslation();
  const words = useWords();
  const language = i18n.language;
  const height = Math.max(140, rows.length * 52 + 70);
  const areaName = t(`areas.${area}`);
  // Tick and tooltip numbers with the language's separators.
  const localOptions = useMemo<ChartOptions<'bar'>>(
    () => ({ ...inputsChartOptions, locale: localeOf(language) }),
    [language],
  );
  const group = ipa?.Areas.find((a) => a.Area === area);
  // The same rows keep the same chart data, so a re-render does not redraw the chart.
  const chartData = useMemo(
    () => ({
      labels: rows.map((r) => r.Questiondescription),
      datasets: [
        {
          label: t('inputs.averageRating'),
          data: rows.map((r) => num(r.AverageRating)),
          backgroundColor: '#2f80c2',
          borderColor: '#1f4e79',
          ...BAR,
        },
        {
          label: t('inputs.averageValue'),
          data: rows.map((r) => num(r.AverageValue)),
          backgroundColor: '#f0a30a',
          borderColor: '#a86f00',
          ...BAR,
        },
      ],
    }),
    // The dataset labels follow the language.
    [rows, t],
  );
  return (
    <section id={`inputs-${area}`} className="card input-area" aria-labelledby={`inputs-title-${area}`} tabIndex={-1}>
      <div className="ipa-heading">
        <h2 id={`inputs-title-${area}`}>{areaName}</h2>
        {group && (
          <DkShare
            share={group.DkShare}
            flagged={group.DkFlagged}
            threshold={ipa!.Settings.DkFlagThreshold}
            variant="long"
          />
        )}
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t('common.noData')}</p>
      ) : (
        <>
          <LeadSentence>{inputsLead(rows, words)}</LeadSentence>
          <div className="chart-box" style={{ height }}>
            <Bar
              aria-label={t('inputs.chartLabel', { area: areaName })}
              role="img"
              options={localOptions}
              data={chartData}
            />
          </div>
          {rows.some(isWithheld) && (
            // The chart draws no bar for them (and cuts long labels): say which questions have too few answers.
            <p
              className="muted input-withheld"
              title={ipa ? t('groups.withheldHint', { min: ipa.MinRespondents }) : undefined}
            >
              <em>{t('groups.withheld')}</em>:{' '}
              {rows
                .filter(isWithheld)
                .map((r) => r.Questiondescription)
                .join(' · ')}
            </p>
          )}
          {/* A wrapper, not the table, is the 1 px box: a table ignores width and would widen the page at 390 px. */}
          <div className="sr-only">
            <table>
              <caption>{t('inputs.tableCaption', { area: areaName })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ipa.question')}</th>
                  <th scope="col">{t('inputs.averageRating')}</th>
                  <th scope="col">{t('inputs.averageValue')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    <th scope="row">{r.Questiondescription}</th>
                    <td>
                      {isWithheld(r) ? t('groups.withheld') : formatNumber(num(r.AverageRating), language) || NO_MEAN}
                    </td>
                    <td>
                      {isWithheld(r) ? t('groups.withheld') : formatNumber(num(r.AverageValue), language) || NO_MEAN}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HowCalculated>
            <p>{t('insights.notes.inputs')}</p>
            {ipa && <p>{t('groups.withheldHint', { min: ipa.MinRespondents })}</p>}
          </HowCalculated>
        </>
      )}
      {ipa && <IpaArea ipa={ipa} area={area} />}
    </section>
  );
}
