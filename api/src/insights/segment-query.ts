import type { ApiQueryOptions } from '@nestjs/swagger';

/** The ?segment= of the insight reads (issue 19), as the OpenAPI document describes it. */
export const SEGMENT_QUERY: ApiQueryOptions = {
  name: 'segment',
  required: false,
  type: String,
  example: 'Department:Sales',
  description:
    "Attribute:Value — the same shape for that group of respondents only (their attributes as invited; 'Department:' is the group without a value). " +
    'A customer admin gets it only from the snapshot and only when the snapshot shows the group (at least MIN_RESPONDENTS completed forms, and not hidden by ' +
    'complementary suppression, see GET /api/Insights/Heatmap); otherwise Gated=true with the reason in Message and no figures. The super admin reads live figures of any group.',
};
