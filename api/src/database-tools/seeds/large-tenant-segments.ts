import { DataSource } from 'typeorm';
import { rebuildSegmentTotals } from '../../answers/segment-totals';
import { RespondentAttribute } from '../../respondents/respondent-attribute.entity';

/** Values of the big inquiry's bench attribute: ten departments of about 500 respondents each. */
export const BENCH_DEPARTMENTS = Array.from({ length: 10 }, (_, i) => `Department ${String(i + 1).padStart(2, '0')}`);

/**
 * Gives the big inquiry's respondents a 10-value Department, as invited (the heatmap bench), and
 * totals its groups as completing saves would. Leaves an inquiry that has attributes already as it is.
 */
export async function seedBenchSegments(
  ds: DataSource,
  inquiryId: number,
): Promise<{ attribute: string; values: number; added: boolean }> {
  const [{ n }] = (await ds.query('SELECT COUNT(*) AS n FROM respondent_attributes WHERE inquiry_id = ?', [
    inquiryId,
  ])) as { n: number | string }[];
  if (Number(n) > 0) return { attribute: 'Department', values: BENCH_DEPARTMENTS.length, added: false };
  const ids = (
    (await ds.query('SELECT id FROM respondents WHERE inquiry_id = ? ORDER BY id', [inquiryId])) as { id: number }[]
  ).map((r) => Number(r.id));
  const rows = ids.map((respondentId, i) => ({
    respondentId,
    inquiryId,
    name: 'Department',
    value: BENCH_DEPARTMENTS[i % BENCH_DEPARTMENTS.length],
  }));
  for (let i = 0; i < rows.length; i += 2000)
    await ds
      .createQueryBuilder()
      .insert()
      .into(RespondentAttribute)
      .values(rows.slice(i, i + 2000))
      .updateEntity(false)
      .execute();
  await rebuildSegmentTotals(ds.manager, inquiryId);
  return { attribute: 'Department', values: BENCH_DEPARTMENTS.length, added: true };
}
