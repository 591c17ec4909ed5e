import { EntityManager } from 'typeorm';
import { ApiError } from '../common/filters/api-error';
import { RespondentAttributesService } from '../inquiries/respondent-attributes.service';
import { GroupCount, GroupDecision, GroupOverlap, suppress } from '../insights/segment-suppression';
import { parseSegment as parseSegmentOfSegments } from '../insights/segment-figures.service';

/** A ?segment=Attribute:Value group of the forms a read covers. */
export interface SegmentGroup {
  attribute: string;
  value: string;
  /** The group's respondents among the forms. */
  members: Set<number>;
  /** Whether the suppression rule of "Segments" (insights/segment-suppression.ts) hides it from a customer admin. */
  hidden: boolean;
  /** The rule's decision for the group (null: no such group). */
  decision: GroupDecision | null;
}

/** Attribute:Value → its parts, as every ?segment= read parses it (the value may be empty: the respondents without one). */
export const parseSegment = (segment: string) => parseSegmentOfSegments(segment);

/**
 * The group among the given forms, with the respondents' attributes as they were invited (the
 * segments module's RespondentAttributesService). Its decision is `decided` when given — for a customer
 * admin, the one the insight snapshot stored (SegmentFiguresService.stored: the heatmap and every ?segment=
 * read show the same groups, the over-time rule included) — else the suppression rule over these forms.
 */
export async function segmentGroup(
  m: EntityManager,
  attributes: RespondentAttributesService,
  forms: number[],
  segment: string,
  min: number,
  decided?: GroupDecision[],
): Promise<SegmentGroup> {
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
  const decisions = decided ?? suppress({ total: forms.length, min, groups: [...groups.values()], overlaps: [...overlaps.values()] });
  const decision = decisions.find((d) => d.attribute === attribute && d.value === value) ?? null;
  // A group nobody among the forms is in is hidden as well: saying "0" would tell who is not in it.
  return { attribute, value, members, hidden: !decision || decision.hidden || members.size === 0, decision };
}
