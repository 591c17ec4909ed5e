import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { isRequired, max200, TEXT_LIMIT } from '../common/forms';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { LONG_LIMIT, maxLong } from '../common/longText';
import { STEPS, stepField } from './paths';
import { tr } from '../i18n/i18nProvider';

/**
 * An inquiry type and three steps, each with title, brief description and detail: all required. Each step is a
 * fieldset named by its legend, so that a screen reader says which step's Title a field is.
 */
export const RoadmapInputs = () => (
  <>
    <InquiryTypeInput />
    {STEPS.map((step) => (
      <Box component="fieldset" key={step} sx={{ width: '100%', border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box component="legend" sx={{ typography: 'subtitle1', fontWeight: 600, mt: 1, p: 0 }}>
          {tr('portal.ui.step', { step })}
        </Box>
        <TextInput
          source={stepField(step, 'RoadmapTitle')}
          label="portal.ui.title"
          validate={[isRequired, max200]}
          slotProps={TEXT_LIMIT}
          fullWidth
        />
        <TextInput
          source={stepField(step, 'BriefDescription')}
          label="portal.ui.briefDescription"
          validate={[isRequired, max200]}
          slotProps={TEXT_LIMIT}
          fullWidth
        />
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
      </Box>
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
