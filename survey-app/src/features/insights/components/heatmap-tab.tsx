import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { readableApiError } from '@portal/contracts';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { apiText } from '../../../lib/i18n';
import { useHeatmap } from '../api/get-heatmap';
import { useSegments } from '../api/get-segments';
import { AnonymityNotice } from './anonymity-notice';
import { heatmapShadeVars, type HeatmapMode } from './heatmap-colors';
import { HeatmapLegend } from './heatmap-legend';
import { HeatmapTable, reasonsIn } from './heatmap-table';
import { isWithheld } from './group-label';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { heatmapLead } from './lead-sentences/heatmap-lead';
import { useWords } from './lead-sentences/use-words';
import './heatmap.css';

const BY_PARAM = 'by';
const MODE_PARAM = 'colour';

/**
 * Rows are the areas (each opens to its questions), columns Overall and the groups of the chosen attribute. The
 * attributes offered are those the inquiry's respondents were invited with (GET /api/Insights/Segments). The
 * attribute and the colouring live in the URL, so a heatmap can be linked to and comes back with the Back button.
 * Loaded lazily: it is not part of the insights page's first load.
 */
export default function HeatmapTab({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation();
  const words = useWords();
  const [params, setParams] = useSearchParams();
  const segments = useSegments(inquiryId);
  const attributes = segments.data?.Attributes ?? [];
  const usable = attributes.filter((a) => !a.TooFine);
  const asked = params.get(BY_PARAM);
  const by = asked && attributes.some((a) => a.Name === asked) ? asked : (usable[0]?.Name ?? null);
  const mode: HeatmapMode = params.get(MODE_PARAM) === 'difference' ? 'difference' : 'score';
  const heatmap = useHeatmap(inquiryId, by);

  const set = (key: string, value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (segments.isPending) return <Loading />;
  // Before the customer admin's snapshot there are no groups to offer: the notice says when they come.
  if (segments.data?.Gated) return <AnonymityNotice gate={segments.data} />;
  if (attributes.length === 0) return <p className="empty">{t('heatmap.noAttributes')}</p>;

  const refused = heatmap.error instanceof ApiError && heatmap.error.status === 400 ? heatmap.error : null;
  const data = heatmap.data;
  return (
    <section className="heatmap" aria-labelledby="heatmap-title" style={heatmapShadeVars()}>
      <h2 id="heatmap-title">{t('heatmap.title')}</h2>
      <div className="hm-controls">
        <div className="field">
          <label htmlFor="heatmap-by">{t('heatmap.by')}</label>
          <select id="heatmap-by" value={by ?? ''} onChange={(event) => set(BY_PARAM, event.target.value)}>
            {attributes.map((a) => (
              // An attribute whose groups mostly fall below the floor is listed, not offered.
              <option key={a.Name} value={a.Name} disabled={a.TooFine}>
                {a.TooFine ? t('heatmap.tooFineOption', { name: a.Name }) : a.Name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="hm-mode">
          <legend>{t('heatmap.colourBy')}</legend>
          {(['score', 'difference'] as const).map((value) => (
            <label key={value} className={`hm-mode-option${mode === value ? ' active' : ''}`}>
              <input
                type="radio"
                name="heatmap-mode"
                value={value}
                checked={mode === value}
                onChange={() => set(MODE_PARAM, value)}
              />
              {t(`heatmap.mode.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {!by ? (
        <p className="empty">{t('heatmap.allTooFine')}</p>
      ) : heatmap.isPending ? (
        <Loading />
      ) : refused ? (
        <div className="card hm-refused" role="alert">
          <p>
            <strong>{t('heatmap.refused', { by })}</strong>
          </p>
          {readableApiError(refused, apiText).lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : !data ? (
        <p className="empty">{t('common.noData')}</p>
      ) : data.Gated ? (
        <AnonymityNotice gate={data} />
      ) : !data.Overall ? (
        <p className="empty">{t('common.noData')}</p>
      ) : (
        <>
          <LeadSentence>{heatmapLead(data, words)}</LeadSentence>
          {data.Message && <p className="muted hm-snapshot">{data.Message}</p>}
          {/* A second landmark inside the section: named after the table, not the section's title again. */}
          <div className="hm-scroll" role="region" aria-label={t('heatmap.caption', { by: data.By })} tabIndex={0}>
            <HeatmapTable data={data} overall={data.Overall} mode={mode} />
          </div>
          <HeatmapLegend
            mode={mode}
            minRespondents={data.MinRespondents}
            reasons={reasonsIn(data)}
            shownHidden={data.Segments.some((g) => g.Hidden && g.Areas.length > 0)}
            withheld={[data.Overall, ...data.Segments].some((g) => [...g.Areas, ...g.Questions].some(isWithheld))}
          />
          <HowCalculated>
            <p>{t('insights.notes.heatmap', { min: data.MinRespondents })}</p>
            <p>{t('insights.notes.areaMean')}</p>
          </HowCalculated>
        </>
      )}
    </section>
  );
}
