import { AREA_COLOR_MEANING, AREA_COLORS, type AreaColor as ColorName, type AreaColorItem, type ResultArea } from '@portal/contracts';

// The legend of spec §2: green Strength, blue Progressing, red Vulnerability; yellow sits between the last two.
export const COLOR_MEANING: { color: ColorName; label: string }[] = AREA_COLORS.map((color) => ({ color, label: AREA_COLOR_MEANING[color] }));

/** An area without a colour has no result yet. */
export function colorOf(colors: AreaColorItem[], area: ResultArea): ColorName | null {
  return colors.find((c) => c.Area === area)?.Color ?? null;
}

export function meaningOf(color: ColorName | null): string {
  return COLOR_MEANING.find((m) => m.color === color)?.label ?? 'No result';
}
