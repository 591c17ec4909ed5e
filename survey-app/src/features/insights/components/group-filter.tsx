import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatSegment, SEGMENT_PARAM, type Segment } from '../api/segment';
import { useAttributes } from '../api/get-attributes';

/**
 * The group filter of the insights page: an attribute and one of its values, kept in `?segment=` so every tab reads
 * the same group and a link keeps it. Tabs whose content is the same for every group say so while a group is chosen.
 */
export function GroupFilter({ segment, applies }: { segment: Segment | null; applies: boolean }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const attributes = useAttributes();
  const list = attributes.data ?? [];
  // Without a directory there are no groups to choose: the filter is not drawn at all.
  if (list.length === 0 && !segment) return null;

  const choose = (next: Segment | null) =>
    setParams((now) => {
      const params = new URLSearchParams(now);
      if (next) params.set(SEGMENT_PARAM, formatSegment(next));
      else params.delete(SEGMENT_PARAM);
      return params;
    });

  const attribute = segment?.attribute ?? '';
  const values = list.find((a) => a.Name === attribute)?.Values ?? (segment ? [segment.value] : []);
  return (
    <div className="group-filter" role="group" aria-labelledby="group-filter-label">
      <span id="group-filter-label" className="group-filter-label">{t('groupFilter.label')}</span>
      <label className="sr-only" htmlFor="group-filter-attribute">{t('groupFilter.attribute')}</label>
      <select
        id="group-filter-attribute"
        value={attribute}
        onChange={(event) => {
          const name = event.target.value;
          const first = list.find((a) => a.Name === name)?.Values[0];
          choose(name && first !== undefined ? { attribute: name, value: first } : null);
        }}
      >
        <option value="">{t('groupFilter.everyone')}</option>
        {list.map((a) => (
          <option key={a.Name} value={a.Name}>
            {a.Name}
          </option>
        ))}
      </select>
      {segment && (
        <>
          <label className="sr-only" htmlFor="group-filter-value">{t('groupFilter.value', { attribute })}</label>
          <select id="group-filter-value" value={segment.value} onChange={(event) => choose({ attribute, value: event.target.value })}>
            {values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-ghost group-filter-clear" onClick={() => choose(null)}>
            {t('groupFilter.clear')}
          </button>
        </>
      )}
      <p className="group-filter-status muted" role="status">
        {segment
          ? applies
            ? t('groupFilter.showing', { attribute, value: segment.value })
            : t('groupFilter.notApplied')
          : ''}
      </p>
    </div>
  );
}
