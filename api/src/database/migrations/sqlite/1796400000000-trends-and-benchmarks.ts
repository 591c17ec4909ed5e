import { MigrationInterface, QueryRunner } from 'typeorm';

// Squared ratings of completed forms per question (DK = 0 and unrated excluded), for a backfill's SET.
const SQUARES = (column: string, extra: string) =>
  `COALESCE((SELECT SUM(CASE WHEN a."${column}" > 0 THEN a."${column}" * a."${column}" ELSE 0 END) FROM "survey_answers" a
   INNER JOIN "respondents" r ON r."id" = a."respondent_id" AND r."status" = 'completed'${extra}
   WHERE a."inquiry_id" = t."inquiry_id" AND a."question_id" = t."question_id" AND a."is_custom_question" = t."is_custom_question"), 0)`;

/** Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): sums of squares in the kept totals (backfilled from the answers), benchmark contribution, exclusions and released pools. */
export class TrendsAndBenchmarks1796400000000 implements MigrationInterface {
  name = 'TrendsAndBenchmarks1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['answer_totals', 'insight_snapshot_totals']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "sum_sq_performance" integer NOT NULL DEFAULT (0)`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "sum_sq_importance" integer NOT NULL DEFAULT (0)`);
    }
    await queryRunner.query(
      `UPDATE "answer_totals" AS t SET "sum_sq_performance" = ${SQUARES('performance', '')}, "sum_sq_importance" = ${SQUARES('importance', '')}`,
    );
    // A snapshot over every completed form equals the live totals; an older one covers the forms submitted by its time.
    await queryRunner.query(
      `UPDATE "insight_snapshot_totals" AS t SET
       "sum_sq_performance" = (SELECT l."sum_sq_performance" FROM "answer_totals" l WHERE l."inquiry_id" = t."inquiry_id" AND l."question_id" = t."question_id" AND l."is_custom_question" = t."is_custom_question"),
       "sum_sq_importance" = (SELECT l."sum_sq_importance" FROM "answer_totals" l WHERE l."inquiry_id" = t."inquiry_id" AND l."question_id" = t."question_id" AND l."is_custom_question" = t."is_custom_question")
       WHERE EXISTS (SELECT 1 FROM "insight_snapshots" s INNER JOIN "inquiries" i ON i."id" = s."inquiry_id" WHERE s."inquiry_id" = t."inquiry_id" AND s."forms" = i."completed_count")
       AND EXISTS (SELECT 1 FROM "answer_totals" l WHERE l."inquiry_id" = t."inquiry_id" AND l."question_id" = t."question_id" AND l."is_custom_question" = t."is_custom_question")`,
    );
    const byTime = ` AND r."submitted_at" <= (SELECT s."taken_at" FROM "insight_snapshots" s WHERE s."inquiry_id" = t."inquiry_id")`;
    await queryRunner.query(
      `UPDATE "insight_snapshot_totals" AS t SET "sum_sq_performance" = ${SQUARES('performance', byTime)}, "sum_sq_importance" = ${SQUARES('importance', byTime)}
       WHERE NOT EXISTS (SELECT 1 FROM "insight_snapshots" s INNER JOIN "inquiries" i ON i."id" = s."inquiry_id" WHERE s."inquiry_id" = t."inquiry_id" AND s."forms" = i."completed_count")`,
    );
    await queryRunner.query(
      'ALTER TABLE "customers" ADD COLUMN "contributes_to_benchmarks" boolean NOT NULL DEFAULT (1)',
    );
    await queryRunner.query(
      `CREATE TABLE "benchmark_exclusions" ("customer_id" integer PRIMARY KEY NOT NULL, "excluded_by_user_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      'CREATE TABLE "benchmark_releases" ("inquiry_type_id" integer PRIMARY KEY NOT NULL, "org_count" integer NOT NULL, "released_at" datetime NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "benchmark_members" ("inquiry_type_id" integer NOT NULL, "customer_id" integer NOT NULL, "inquiry_id" integer NOT NULL, "forms" integer NOT NULL, PRIMARY KEY ("inquiry_type_id", "customer_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "benchmark_member_totals" ("inquiry_type_id" integer NOT NULL, "customer_id" integer NOT NULL, "question_id" integer NOT NULL, "n_performance" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "sum_sq_performance" integer NOT NULL DEFAULT (0), PRIMARY KEY ("inquiry_type_id", "customer_id", "question_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "benchmark_member_totals"');
    await queryRunner.query('DROP TABLE "benchmark_members"');
    await queryRunner.query('DROP TABLE "benchmark_releases"');
    await queryRunner.query('DROP TABLE "benchmark_exclusions"');
    await queryRunner.query('ALTER TABLE "customers" DROP COLUMN "contributes_to_benchmarks"');
    for (const table of ['insight_snapshot_totals', 'answer_totals']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "sum_sq_importance"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "sum_sq_performance"`);
    }
  }
}
