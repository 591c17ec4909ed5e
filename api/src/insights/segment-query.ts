import type { ApiQueryOptions } from '@nestjs/swagger';

/** The ?segment= of the insight reads (docs/features/segments.md), as the OpenAPI document describes it. */
export const SEGMENT_QUERY: ApiQueryOptions = {
  name: 'segment',
  required: false,
  type: String,
  example: 'Department:Sales',
  description:
    "Attribute:Value — the same shape for that reported group of respondents only (their attributes as invited; 'Department:' is the group without a value; " +
    "'Department:Other' the rolled-up group, see GET /api/Insights/Segments). A customer admin gets it only from the snapshot and only for a group the snapshot " +
    'reports; a value counted inside a rolled-up group, or of an attribute not reported, answers Gated=true with the reason in Message and no figures. ' +
    "Questions withheld for the group (fewer than MIN_RESPONDENTS answers besides Don't Know, docs/confidentiality.md) come with Withheld=true and no figures. " +
    'The super admin reads live figures of any group or value.',
};
