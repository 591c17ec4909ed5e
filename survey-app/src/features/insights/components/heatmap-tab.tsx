import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading';
import { readableApiError } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { apiText } from '../../../lib/i18n';
import { useAttributes } from '../api/get-attributes';
import { useHeatmap } from '../api/get-heatmap';
import { AnonymityNotice } from './anonymity-notice';
import { heatmapShadeVars, type HeatmapMode } from './heatmap-colors';
import { HeatmapLegend } from './heatmap-legend';
import { HeatmapTable, reasonsIn } from './heatmap-table';
import './heatmap.css';

const BY_PARAM = 'by';
const MODE_PARAM = 'colour';
// Attribute names customers commonly import, offered while the super admin types one.
const ATTRIBUTE_EXAMPLES = ['Department', 'Location', 'Tenure', 'Team', 'Role'];

/**
 * Rows are the areas (each opens to its questions), columns Overall and the groups of the chosen attribute. The
 * attribute and the colouring live in the URL, so a heatmap can be linked to and comes back with the Back button.
 * Loaded lazily: it is not part of the insights page's first load.
 */
export default function HeatmapTab({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const attributes = useAttributes();
  const names = attributes.data?.map((a) => a.Name) ?? [];
  // The super admin has no organisation and so no directory to list: the attribute is typed (the API refuses one no
  // respondent of the inquiry was invited with, and says so).
  const typed = attributes.error instanceof ApiError && attributes.error.status === 403;
  const asked = params.get(BY_PARAM)?.trim() || null;
  const by = typed ? asked : asked && names.includes(asked) ? asked : (names[0] ?? null);
  const [draft, setDraft] = useState(asked ?? '');
  const mode: HeatmapMode = params.get(MODE_PARAM) === 'difference' ? 'difference' : 'score';
  const heatmap = useHeatmap(inquiryId, by);

  const set = (key: string, value: string) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.set(key, value);
      return next;
    }, { replace: true });

  if (attributes.isPending) return <Loading />;
  if (names.length === 0 && !typed) return <p className="empty">{t('heatmap.noAttributes')}</p>;

  const refused = heatmap.error instanceof ApiError && heatmap.error.status === 400 ? heatmap.error : null;
  const data = heatmap.data;
  return (
    <section className="heatmap" aria-labelledby="heatmap-title" style={heatmapShadeVars()}>
      <h2 id="heatmap-title">{t('heatmap.title')}</h2>
      <div className="hm-controls">
        {typed ? (
          <form
            className="field hm-typed"
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) set(BY_PARAM, draft.trim());
            }}
          >
            <label htmlFor="heatmap-by">{t('heatmap.by')}</label>
            <span className="hm-typed-row">
              <input id="heatmap-by" list="heatmap-by-examples" value={draft} onChange={(event) => setDraft(event.target.value)} aria-describedby="heatmap-by-hint" />
              <button type="submit" className="btn btn-primary">{t('heatmap.show')}</button>
            </span>
            <datalist id="heatmap-by-examples">
              {ATTRIBUTE_EXAMPLES.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <span id="heatmap-by-hint" className="field-hint">{t('heatmap.typedHint')}</span>
          </form>
        ) : (
          <div className="field">
            <label htmlFor="heatmap-by">{t('heatmap.by')}</label>
            <select id="heatmap-by" value={by ?? ''} onChange={(event) => set(BY_PARAM, event.target.value)}>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="hm-mode">
          <legend>{t('heatmap.colourBy')}</legend>
          {(['score', 'difference'] as const).map((value) => (
            <label key={value} className={`hm-mode-option${mode === value ? ' active' : ''}`}>
              <input type="radio" name="heatmap-mode" value={value} checked={mode === value} onChange={() => set(MODE_PARAM, value)} />
              {t(`heatmap.mode.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {!by ? null : heatmap.isPending ? (
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
          {data.Message && <p className="muted hm-snapshot">{data.Message}</p>}
          <div className="hm-scroll" role="region" aria-labelledby="heatmap-title" tabIndex={0}>
            <HeatmapTable data={data} overall={data.Overall} mode={mode} />
          </div>
          <HeatmapLegend mode={mode} minRespondents={data.MinRespondents} reasons={reasonsIn(data)} shownHidden={data.Segments.some((g) => g.Hidden && g.Areas.length > 0)} />
        </>
      )}
    </section>
  );
}
