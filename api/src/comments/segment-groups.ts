import { EntityManager } from 'typeorm';
import { RespondentAttributesService } from '../respondents/respondent-attributes.service';
import {
  HideReason,
  parseSegment as parseSegmentOfSegments,
  resolveSegment,
  SegmentView,
} from '../insights/segment-figures.service';

/** A ?segment=Attribute:Value group of the forms a read covers. */
export interface SegmentGroup {
  attribute: string;
  /** The reported group's label (Other for a rolled-up group), or the value asked for. */
  value: string;
  /** The group's respondents among the forms. */
  members: Set<number>;
  /** Whether a customer admin gets nothing of it: not a reported group of the snapshot, or nobody of the forms in it. */
  hidden: boolean;
  reason: HideReason | null;
}

/** Attribute:Value → its parts, as every ?segment= read parses it (the value may be empty: the respondents without one). */
export const parseSegment = (segment: string) => parseSegmentOfSegments(segment);

/**
 * The group among the given forms, with the respondents' attributes as they were invited (the inquiries module's
 * RespondentAttributesService). A customer admin selects only the reported groups of the snapshot (`view`, the
 * same groups as the heatmap; Other selects the rolled-up one, whose members are several values); the super admin
 * (live view) any group or directory value.
 */
export async function segmentGroup(
  m: EntityManager,
  attributes: RespondentAttributesService,
  forms: number[],
  segment: string,
  view: SegmentView,
  customer: boolean,
): Promise<SegmentGroup> {
  const s = parseSegment(segment);
  const { group, reason } = resolveSegment(view, s);
  const values = new Set(group ? group.members : [s.value]);
  const byRespondent = await attributes.ofRespondents(forms, m);
  const members = new Set(forms.filter((id) => values.has(byRespondent.get(id)?.[s.attribute] ?? '')));
  // A group nobody among the forms is in is hidden as well: saying "0" would tell who is not in it.
  const hidden = customer && (!group || group.hidden || members.size === 0);
  return {
    attribute: s.attribute,
    value: group?.value ?? s.value,
    members,
    hidden,
    reason: group ? group.reason : reason,
  };
}
