import { DataSource } from 'typeorm';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { transaction } from '../../database/transaction';

/**
 * Rounds and benchmarks for the bench population (docs/features/rounds-and-benchmarks.md), written around the services as a seed: every
 * customer's inquiries but the big customer's become one series of published rounds (each continues the one
 * before, oldest published first), each with its snapshot over its completed forms, and the big inquiry is
 * published with its snapshot. So a Trend read has ten rounds and a Benchmark read a pool of every customer.
 * Leaves a population that has snapshots already as it is.
 */
export async function seedBenchRounds(
  ds: DataSource,
  bigCustomerId: number,
): Promise<{ published: number; added: boolean }> {
  const [{ n }] = (await ds.query('SELECT COUNT(*) AS n FROM insight_snapshots')) as { n: number | string }[];
  if (Number(n) > 0) return { published: Number(n), added: false };
  const rows = (await ds.query(
    "SELECT i.id, i.customer_id FROM inquiries i WHERE i.completed_count >= 5 AND i.description LIKE 'Bench inquiry %' ORDER BY i.customer_id, i.id",
  )) as { id: number; customer_id: number }[];
  const now = Date.now();
  await transaction(ds, async (m) => {
    let previous: { id: number; customer: number } | null = null;
    let round = 0;
    for (const r of rows) {
      const customer = Number(r.customer_id);
      const id = Number(r.id);
      const continues = previous && previous.customer === customer && customer !== bigCustomerId;
      round = continues ? round + 1 : 0;
      await m.update(
        Inquiry,
        { id },
        {
          resultsUploadedAt: new Date(now - (30 - round) * 86_400_000),
          recreatedFromId: continues ? previous!.id : null,
        },
      );
      previous = { id, customer };
    }
    await m.query(
      `INSERT INTO insight_snapshot_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance,
         sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance)
       SELECT t.inquiry_id, t.is_custom_question, t.question_id, t.answers, t.sum_performance, t.n_performance, t.sum_importance, t.n_importance,
         t.sum_pair_diff, t.n_pairs, t.dk_performance, t.dk_importance, t.sum_sq_performance, t.sum_sq_importance
       FROM answer_totals t INNER JOIN inquiries i ON i.id = t.inquiry_id WHERE i.results_uploaded_at IS NOT NULL`,
    );
    await m.query(
      "INSERT INTO insight_snapshots (inquiry_id, forms, taken_at, reason) SELECT id, completed_count, results_uploaded_at, 'published' FROM inquiries WHERE results_uploaded_at IS NOT NULL",
    );
  });
  return { published: rows.length, added: true };
}
