import { Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { LONG_LIMIT, maxLong } from '../common/longText';
import { STEPS, stepField } from './paths';
import { tr } from '../i18n/i18nProvider';

/** An inquiry type and three steps, each with title, brief description and detail: all required. */
export const RoadmapInputs = () => (
  <>
    <InquiryTypeInput />
    {STEPS.map((step) => (
      <div key={step} style={{ width: '100%' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          Step {step}
        </Typography>
        <TextInput source={stepField(step, 'RoadmapTitle')} label="portal.ui.title" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
        <TextInput source={stepField(step, 'BriefDescription')} label="portal.ui.briefDescription" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
        <TextInput
          source={stepField(step, 'RoadmapDetail')}
          label="portal.ui.detail"
          helperText={tr('portal.ui.onePointPerLine')}
          multiline
          minRows={3}
          validate={[isRequired, maxLong]}
          slotProps={LONG_LIMIT}
          fullWidth
        />
      </div>
    ))}
  </>
);

export function roadmapPayload(data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = { InquiryTypeId: Number(data.InquiryTypeId) };
  for (const step of STEPS) {
    for (const part of ['RoadmapTitle', 'BriefDescription', 'RoadmapDetail'] as const) {
      payload[stepField(step, part)] = String(data[stepField(step, part)] ?? '').trim();
    }
  }
  return payload;
}
