import { AREA_COLORS, type AreaColor as ColorName, type AreaColorItem, type ResultArea } from '@portal/contracts';
import { t } from '../../../lib/i18n';

// The legend of spec §2: green Strength, blue Progressing, red Vulnerability; yellow sits between the last two.
export const colorMeanings = (): { color: ColorName; label: string }[] =>
  AREA_COLORS.map((color) => ({ color, label: t(`insights.colors.${color}`) }));

/** An area without a colour has no result yet. */
export function colorOf(colors: AreaColorItem[], area: ResultArea): ColorName | null {
  return colors.find((c) => c.Area === area)?.Color ?? null;
}

export function meaningOf(color: ColorName | null): string {
  return color ? t(`insights.colors.${color}`) : t('insights.noResult');
}
