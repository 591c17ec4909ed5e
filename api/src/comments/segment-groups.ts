import { EntityManager } from 'typeorm';
import { ApiError } from '../common/filters/api-error';
import { RespondentAttributesService } from '../inquiries/respondent-attributes.service';
import { GroupCount, GroupOverlap, suppress } from '../insights/segment-suppression';

/** A ?segment=Attribute:Value group of the forms a read covers. */
export interface SegmentGroup {
  attribute: string;
  value: string;
  /** The group's respondents among the forms. */
  members: Set<number>;
  /** Whether the suppression rule of "Segments" (insights/segment-suppression.ts) hides it from a customer admin. */
  hidden: boolean;
}

/** Attribute:Value → its parts; the value may be empty (the respondents without a value). */
export function parseSegment(segment: string): { attribute: string; value: string } {
  const at = segment.indexOf(':');
  const attribute = at < 0 ? '' : segment.slice(0, at).trim();
  if (!attribute || attribute.length > 100 || segment.length - at - 1 > 200) throw ApiError.badRequest(['segment: Must be Attribute:Value']);
  return { attribute, value: segment.slice(at + 1).trim() };
}

/**
 * The group among the given forms, with the respondents' attributes as they were invited (the
 * segments module's RespondentAttributesService) and the suppression decision over those forms.
 */
export async function segmentGroup(m: EntityManager, attributes: RespondentAttributesService, forms: number[], segment: string, min: number): Promise<SegmentGroup> {
  const { attribute, value } = parseSegment(segment);
  const byRespondent = await attributes.ofRespondents(forms, m);
  const groups = new Map<string, GroupCount>();
  const overlaps = new Map<string, GroupOverlap>();
  const members = new Set<number>();
  for (const id of forms) {
    const attrs = Object.entries(byRespondent.get(id) ?? {}).sort(([a], [b]) => a.localeCompare(b));
    if ((byRespondent.get(id)?.[attribute] ?? '') === value) members.add(id);
    attrs.forEach(([name, v], i) => {
      const key = JSON.stringify([name, v]);
      groups.set(key, { attribute: name, value: v, forms: (groups.get(key)?.forms ?? 0) + 1 });
      for (const [other, w] of attrs.slice(i + 1)) {
        const pair = JSON.stringify([name, v, other, w]);
        overlaps.set(pair, { a: name, aValue: v, b: other, bValue: w, forms: (overlaps.get(pair)?.forms ?? 0) + 1 });
      }
    });
  }
  const decision = suppress({ total: forms.length, min, groups: [...groups.values()], overlaps: [...overlaps.values()] }).find(
    (d) => d.attribute === attribute && d.value === value,
  );
  // A group nobody among the forms is in is hidden as well: saying "0" would tell who is not in it.
  return { attribute, value, members, hidden: !decision || decision.hidden };
}
