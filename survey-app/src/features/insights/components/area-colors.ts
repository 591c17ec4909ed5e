import type { AreaColor as ColorName, AreaColorItem, ResultArea } from '@portal/contracts';

// The legend of spec §2: green Strength, blue Progressing, red Vulnerability; yellow sits between the last two.
export const COLOR_MEANING: { color: ColorName; label: string }[] = [
  { color: 'green', label: 'Strength' },
  { color: 'blue', label: 'Progressing' },
  { color: 'yellow', label: 'Needs Attention' },
  { color: 'red', label: 'Vulnerability' },
];

/** An area without a colour has no result yet. */
export function colorOf(colors: AreaColorItem[], area: ResultArea): ColorName | null {
  return colors.find((c) => c.Area === area)?.Color ?? null;
}

export function meaningOf(color: ColorName | null): string {
  return COLOR_MEANING.find((m) => m.color === color)?.label ?? 'No result';
}
