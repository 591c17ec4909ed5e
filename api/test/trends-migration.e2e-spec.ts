import { withSchemaBefore } from './support/migration-upgrade';
import { testEngine } from './support/test-database';

const MIGRATION = 'TrendsAndBenchmarks1796400000000';

/**
 * The sums of squares migration fills the kept totals of existing data from the answers of completed forms
 * (drafts and Don't Know left out), and a snapshot's totals as they stood when it was taken.
 *   completed forms P: 3, 5, DK(0), 2 → Σx² = 9 + 25 + 4 = 38; I: 4, 4, 5, 1 → 16 + 16 + 25 + 1 = 58; a draft rates 5/5.
 */
describe(`sums of squares migration (${testEngine()})`, () => {
  it('backfills answer_totals and insight_snapshot_totals from the answers of completed forms', async () => {
    await withSchemaBefore(MIGRATION, 'sumsq', async ({ ds, q }) => {
      await q("INSERT INTO customers (name) VALUES ('Backfill Org')");
      const [{ id: customerId }] = await q("SELECT id FROM customers WHERE name = 'Backfill Org'");
      await q(
        "INSERT INTO users (email, password_hash, role, customer_id, first_name, last_name) VALUES ('b@backfill.test', 'x', 'CustomerAdmin', ?, 'B', 'F')",
        [customerId],
      );
      const [{ id: userId }] = await q("SELECT id FROM users WHERE email = 'b@backfill.test'");
      await q("INSERT INTO inquiry_types (name, description) VALUES ('Backfill type', 'd')");
      const [{ id: typeId }] = await q("SELECT id FROM inquiry_types WHERE name = 'Backfill type'");
      const inquiry = async (description: string, completed: number) => {
        await q(
          'INSERT INTO inquiries (customer_id, inquiry_type_id, description, created_by_user_id, completed_count, respondent_count) VALUES (?, ?, ?, ?, ?, ?)',
          [customerId, typeId, description, userId, completed, completed + 1],
        );
        return Number((await q('SELECT id FROM inquiries WHERE description = ?', [description]))[0].id);
      };
      const live = await inquiry('live', 4);
      const old = await inquiry('older snapshot', 4);
      const forms: [string, number | null, number | null, string | null][] = [
        ['completed', 3, 4, '2026-01-01 10:00:00'],
        ['completed', 5, 4, '2026-01-01 10:00:00'],
        ['completed', 0, 5, '2026-01-01 10:00:00'],
        ['completed', 2, 1, '2026-01-03 10:00:00'],
        ['saveasdraft', 5, 5, null],
      ];
      for (const inquiryId of [live, old]) {
        for (const [n, [status, p, i, at]] of forms.entries()) {
          await q(
            'INSERT INTO respondents (inquiry_id, customer_id, email, status, submitted_at) VALUES (?, ?, ?, ?, ?)',
            [inquiryId, customerId, `r${n}@backfill.test`, status, at],
          );
          const [{ id: respondentId }] = await q('SELECT id FROM respondents WHERE inquiry_id = ? AND email = ?', [
            inquiryId,
            `r${n}@backfill.test`,
          ]);
          await q(
            'INSERT INTO survey_answers (respondent_id, inquiry_id, question_id, is_custom_question, performance, importance) VALUES (?, ?, 7, ?, ?, ?)',
            [respondentId, inquiryId, false, p, i],
          );
        }
        await q(
          'INSERT INTO answer_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance) VALUES (?, ?, 7, 4, 10, 3, 14, 4)',
          [inquiryId, false],
        );
      }
      // The live inquiry's snapshot covers all four forms; the older one was taken before the fourth (3 forms).
      await q(
        "INSERT INTO insight_snapshots (inquiry_id, forms, taken_at, reason) VALUES (?, 4, '2026-01-05 00:00:00', 'published')",
        [live],
      );
      await q(
        "INSERT INTO insight_snapshots (inquiry_id, forms, taken_at, reason) VALUES (?, 3, '2026-01-02 00:00:00', 'published')",
        [old],
      );
      for (const inquiryId of [live, old]) {
        await q(
          'INSERT INTO insight_snapshot_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance) VALUES (?, ?, 7, 3, 8, 2, 13, 3)',
          [inquiryId, false],
        );
      }

      await ds.runMigrations();

      const sums = async (table: string, inquiryId: number) =>
        (
          (await q(`SELECT sum_sq_performance AS p, sum_sq_importance AS i FROM ${table} WHERE inquiry_id = ?`, [
            inquiryId,
          ])) as { p: number; i: number }[]
        ).map((r) => [Number(r.p), Number(r.i)]);
      expect(await sums('answer_totals', live)).toEqual([[38, 58]]);
      expect(await sums('answer_totals', old)).toEqual([[38, 58]]);
      expect(await sums('insight_snapshot_totals', live)).toEqual([[38, 58]]);
      // Forms submitted by the older snapshot's time: 3, 5, DK → 34; 4, 4, 5 → 57.
      expect(await sums('insight_snapshot_totals', old)).toEqual([[34, 57]]);
      const [customer] = (await q('SELECT contributes_to_benchmarks AS c FROM customers WHERE id = ?', [
        customerId,
      ])) as { c: number | boolean }[];
      expect(Number(customer.c)).toBe(1);
    });
  });
});
