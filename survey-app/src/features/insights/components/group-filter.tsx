import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatSegment, SEGMENT_PARAM, type Segment } from '../api/segment';
import { useSegments, type SegmentGroupDto } from '../api/get-segments';
import { groupLabel } from './group-label';

/**
 * The groups a value select lists: the attribute's, plus the one a link names when the list lacks it — a member of a
 * rolled-up group (which the reads refuse with the reason RolledUp), or a value of an attribute not listed at all.
 */
function groupsToList(listed: SegmentGroupDto[] | undefined, segment: Segment | null): SegmentGroupDto[] {
  if (!segment) return listed ?? [];
  if (listed?.some((g) => g.Value === segment.value)) return listed;
  const rolledInto = listed?.some((g) => g.RolledUp && g.Members?.includes(segment.value));
  const linked: SegmentGroupDto = {
    Value: segment.value,
    NoValue: segment.value === '',
    Hidden: !!listed,
    HiddenReason: rolledInto ? 'RolledUp' : null,
  };
  return [...(listed ?? []), linked];
}

/**
 * The group filter of the insights page: an attribute the inquiry's respondents were invited with and one of its
 * groups, kept in `?segment=` so every tab reads the same group and a link keeps it. A group hidden to protect
 * anonymity is listed but not offered to a customer admin (its reads answer no figures); the super admin reads every
 * group live. Tabs whose content is the same for every group say so while a group is chosen.
 */
export function GroupFilter({
  inquiryId,
  segment,
  applies,
  readsHidden,
}: {
  inquiryId: string;
  segment: Segment | null;
  applies: boolean;
  readsHidden: boolean;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const segments = useSegments(inquiryId);
  const list = segments.data?.Attributes ?? [];
  // Without groups (no attributes, or before the snapshot) there is nothing to choose: the filter is not drawn.
  if (list.length === 0 && !segment) return null;

  const choose = (next: Segment | null) =>
    setParams((now) => {
      const params = new URLSearchParams(now);
      if (next) params.set(SEGMENT_PARAM, formatSegment(next));
      else params.delete(SEGMENT_PARAM);
      return params;
    });

  const offered = (group: SegmentGroupDto) => readsHidden || !group.Hidden;
  // A rolled-up group reads "Other (HR, Legal)"; a member of one, listed on its own, says it is counted there.
  const label = (group: SegmentGroupDto) => {
    const name = groupLabel(t, group);
    if (!group.Hidden) return name;
    return group.HiddenReason === 'RolledUp'
      ? t('groupFilter.inOther', { name })
      : t('groupFilter.hiddenGroup', { name });
  };
  const attribute = segment?.attribute ?? '';
  const known = list.find((a) => a.Name === attribute);
  const groups = groupsToList(known?.Groups, segment);
  // A hidden group reached by a link: its reads answer no figures for a customer admin, so say why the tabs are empty.
  const chosen = segment ? groups.find((g) => g.Value === segment.value) : undefined;
  const hiddenChosen = !readsHidden && !!chosen?.Hidden;
  return (
    <div className="group-filter" role="group" aria-labelledby="group-filter-label">
      <span id="group-filter-label" className="group-filter-label">
        {t('groupFilter.label')}
      </span>
      <label className="sr-only" htmlFor="group-filter-attribute">
        {t('groupFilter.attribute')}
      </label>
      <select
        id="group-filter-attribute"
        value={attribute}
        onChange={(event) => {
          const name = event.target.value;
          const first = list.find((a) => a.Name === name)?.Groups.find(offered);
          choose(name && first ? { attribute: name, value: first.Value } : null);
        }}
      >
        <option value="">{t('groupFilter.everyone')}</option>
        {/* A group given by a link whose attribute the inquiry does not list stays selectable. */}
        {segment && !known && <option value={attribute}>{attribute}</option>}
        {list.map((a) => (
          <option key={a.Name} value={a.Name} disabled={!a.Groups.some(offered)}>
            {a.Name}
          </option>
        ))}
      </select>
      {segment && (
        <>
          <label className="sr-only" htmlFor="group-filter-value">
            {t('groupFilter.value', { attribute })}
          </label>
          <select
            id="group-filter-value"
            value={segment.value}
            onChange={(event) => choose({ attribute, value: event.target.value })}
          >
            {groups.map((group) => (
              <option key={group.Value} value={group.Value} disabled={!offered(group)}>
                {label(group)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-ghost group-filter-clear" onClick={() => choose(null)}>
            {t('groupFilter.clear')}
          </button>
        </>
      )}
      <p className="group-filter-status muted" role="status">
        {hiddenChosen
          ? `${t('groupFilter.hiddenChosen')}${chosen?.HiddenReason ? ` ${t(`heatmap.hidden${chosen.HiddenReason}`, { min: segments.data?.MinRespondents ?? 0 })}.` : ''}`
          : segment
            ? applies
              ? t('groupFilter.showing', {
                  attribute,
                  value: chosen ? groupLabel(t, chosen) : segment.value || t('heatmap.noValue'),
                })
              : t('groupFilter.notApplied')
            : ''}
      </p>
    </div>
  );
}
