import type { AreaColor } from './survey-form';

/** What an area's colour says (spec: green Strength, blue Progressing, red Vulnerability; yellow between the last two). */
export const AREA_COLOR_MEANING: Record<AreaColor, string> = {
  green: 'Strength',
  blue: 'Progressing',
  yellow: 'Needs Attention',
  red: 'Vulnerability',
};
