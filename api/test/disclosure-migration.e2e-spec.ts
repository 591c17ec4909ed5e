import { withSchemaBefore } from './support/migration-upgrade';
import { testEngine } from './support/test-database';

const MIGRATION = 'DisclosureGenerations1796800000000';

/**
 * The migration to snapshot generations upgrades a database that holds snapshots decided by the old pairwise rule:
 * their per-group decisions and group totals go (a customer read re-derives them from the forms the snapshot held),
 * the snapshots themselves and their overall totals stay, and the step can be undone.
 */
describe(`snapshot generations migration (${testEngine()})`, () => {
  it('drops the old group decisions and their totals, keeps the snapshots, and undoes cleanly', async () => {
    await withSchemaBefore(MIGRATION, 'generations', async ({ ds, q, undoThrough }) => {
      await q("INSERT INTO customers (name) VALUES ('Upgrade Org')");
      const [{ id: customerId }] = await q("SELECT id FROM customers WHERE name = 'Upgrade Org'");
      await q(
        "INSERT INTO users (email, password_hash, role, customer_id, first_name, last_name) VALUES ('u@upgrade.test', 'x', 'CustomerAdmin', ?, 'U', 'G')",
        [customerId],
      );
      const [{ id: userId }] = await q("SELECT id FROM users WHERE email = 'u@upgrade.test'");
      await q("INSERT INTO inquiry_types (name, description) VALUES ('Upgrade type', 'd')");
      const [{ id: typeId }] = await q("SELECT id FROM inquiry_types WHERE name = 'Upgrade type'");
      await q(
        'INSERT INTO inquiries (customer_id, inquiry_type_id, description, created_by_user_id, completed_count, respondent_count) VALUES (?, ?, ?, ?, 6, 6)',
        [customerId, typeId, 'old snapshot', userId],
      );
      const [{ id: inquiryId }] = await q("SELECT id FROM inquiries WHERE description = 'old snapshot'");
      await q(
        "INSERT INTO insight_snapshots (inquiry_id, forms, taken_at, reason) VALUES (?, 6, '2026-01-05 00:00:00', 'published')",
        [inquiryId],
      );
      await q(
        'INSERT INTO insight_snapshot_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance) VALUES (?, ?, 7, 6, 18, 6)',
        [inquiryId, false],
      );
      await q(
        "INSERT INTO insight_snapshot_segments (inquiry_id, attribute, value, forms, hidden, reason, shown_forms) VALUES (?, 'Department', 'A', 6, ?, NULL, 6)",
        [inquiryId, false],
      );
      await q(
        "INSERT INTO insight_snapshot_segment_totals (inquiry_id, attribute, value, is_custom_question, question_id, answers) VALUES (?, 'Department', 'A', ?, 7, 6)",
        [inquiryId, false],
      );

      await ds.runMigrations();

      const count = async (table: string) =>
        Number(
          ((await q(`SELECT COUNT(*) AS n FROM ${table} WHERE inquiry_id = ?`, [inquiryId])) as { n: unknown }[])[0].n,
        );
      expect(await count('insight_snapshots')).toBe(1);
      expect(await count('insight_snapshot_totals')).toBe(1);
      // Re-derived on the next customer read (insight-snapshots.service.ts): none of the old rule's groups is read again.
      expect(await count('insight_snapshot_segment_totals')).toBe(0);
      for (const table of [
        'insight_snapshot_generations',
        'insight_snapshot_forms',
        'insight_snapshot_groups',
        'insight_snapshot_withheld',
      ])
        expect(await count(table)).toBe(0);
      await expect(q('SELECT COUNT(*) FROM insight_snapshot_segments')).rejects.toThrow();

      await undoThrough();
      expect(await count('insight_snapshot_segments')).toBe(0);
      await expect(q('SELECT COUNT(*) FROM insight_snapshot_generations')).rejects.toThrow();
      await ds.runMigrations();
      expect(await count('insight_snapshots')).toBe(1);
    });
  });
});
