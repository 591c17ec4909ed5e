import type { AreaColor } from '../api/insights-api';

export type ColorName = 'green' | 'blue' | 'yellow' | 'red';

// The legend of spec §2: green Strength, blue Progressing, red Vulnerability; yellow sits between the last two.
export const COLOR_MEANING: { color: ColorName; label: string }[] = [
  { color: 'green', label: 'Strength' },
  { color: 'blue', label: 'Progressing' },
  { color: 'yellow', label: 'Needs Attention' },
  { color: 'red', label: 'Vulnerability' },
];

export function colorOf(colors: AreaColor[] | null | undefined, area: string): ColorName | null {
  const found = (colors ?? []).find((c) => (c.Area ?? '').toLowerCase() === area.toLowerCase());
  const color = (found?.Color ?? '').toLowerCase();
  return (['green', 'blue', 'yellow', 'red'] as const).find((c) => c === color) ?? null;
}

export function meaningOf(color: ColorName | null): string {
  return COLOR_MEANING.find((m) => m.color === color)?.label ?? 'No result';
}
