import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatSegment, SEGMENT_PARAM, type Segment } from '../api/segment';
import { useAttributes } from '../api/get-attributes';
import { ApiError } from '../../../lib/api-client';

/**
 * The group filter of the insights page: an attribute and one of its values, kept in `?segment=` so every tab reads
 * the same group and a link keeps it. Tabs whose content is the same for every group say so while a group is chosen.
 */
export function GroupFilter({ segment, applies }: { segment: Segment | null; applies: boolean }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const attributes = useAttributes();
  const list = attributes.data ?? [];
  // The super admin has no organisation and so no directory (403): the group is typed instead.
  const typed = attributes.error instanceof ApiError && attributes.error.status === 403;

  const choose = (next: Segment | null) =>
    setParams((now) => {
      const params = new URLSearchParams(now);
      if (next) params.set(SEGMENT_PARAM, formatSegment(next));
      else params.delete(SEGMENT_PARAM);
      return params;
    });

  if (typed) return <TypedGroupFilter segment={segment} applies={applies} choose={choose} />;
  // Without a directory there are no groups to choose: the filter is not drawn at all.
  if (list.length === 0 && !segment) return null;

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
        {/* A group given by a link whose attribute the directory no longer has stays selectable. */}
        {segment && !list.some((a) => a.Name === attribute) && <option value={attribute}>{attribute}</option>}
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

/** The group as text (attribute and value), for the super admin who has no directory to pick from. */
function TypedGroupFilter({ segment, applies, choose }: { segment: Segment | null; applies: boolean; choose: (next: Segment | null) => void }) {
  const { t } = useTranslation();
  const [attribute, setAttribute] = useState(segment?.attribute ?? '');
  const [value, setValue] = useState(segment?.value ?? '');
  return (
    <form
      className="group-filter"
      aria-labelledby="group-filter-label"
      onSubmit={(event) => {
        event.preventDefault();
        if (attribute.trim() && value.trim()) choose({ attribute: attribute.trim(), value: value.trim() });
      }}
    >
      <span id="group-filter-label" className="group-filter-label">{t('groupFilter.label')}</span>
      <label className="sr-only" htmlFor="group-filter-attribute">{t('groupFilter.attribute')}</label>
      <input id="group-filter-attribute" placeholder={t('groupFilter.attribute')} value={attribute} onChange={(event) => setAttribute(event.target.value)} />
      <label className="sr-only" htmlFor="group-filter-value">{t('groupFilter.value', { attribute: attribute || t('groupFilter.attribute') })}</label>
      <input id="group-filter-value" placeholder={t('groupFilter.valuePlaceholder')} value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={!attribute.trim() || !value.trim()}>
        {t('groupFilter.apply')}
      </button>
      {segment && (
        <button
          type="button"
          className="btn btn-ghost group-filter-clear"
          onClick={() => {
            setAttribute('');
            setValue('');
            choose(null);
          }}
        >
          {t('groupFilter.clear')}
        </button>
      )}
      <p className="group-filter-status muted" role="status">
        {segment ? (applies ? t('groupFilter.showing', { attribute: segment.attribute, value: segment.value }) : t('groupFilter.notApplied')) : ''}
      </p>
    </form>
  );
}
