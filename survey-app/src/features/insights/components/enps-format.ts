import { formatNumber, type EnpsFigureDto } from '@portal/contracts';

/** An eNPS with one decimal and its sign (+20.0, −12.5, 0.0) in the reader's language. */
export function enpsText(language: string, value: number): string {
  const text = formatNumber(Math.abs(value), language, 1);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** The three parts of the answers, detractors first, each with its whole-number share of N. */
export function enpsParts(
  f: EnpsFigureDto,
): { key: 'detractors' | 'passives' | 'promoters'; count: number; percent: number }[] {
  const n = f.N || 1;
  return (
    [
      ['detractors', f.Detractors ?? 0],
      ['passives', f.Passives ?? 0],
      ['promoters', f.Promoters ?? 0],
    ] as const
  ).map(([key, count]) => ({ key, count, percent: Math.round((100 * count) / n) }));
}
