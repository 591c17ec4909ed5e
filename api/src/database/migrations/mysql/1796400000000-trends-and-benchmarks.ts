import { MigrationInterface, QueryRunner } from 'typeorm';

/** Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): sums of squares in the kept totals (backfilled from the answers), benchmark contribution, exclusions and released pools. */
export class TrendsAndBenchmarks1796400000000 implements MigrationInterface {
  name = 'TrendsAndBenchmarks1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['answer_totals', 'insight_snapshot_totals']) {
      await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`sum_sq_performance\` int NOT NULL DEFAULT '0'`);
      await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`sum_sq_importance\` int NOT NULL DEFAULT '0'`);
    }
    // Squared ratings of completed forms per question (DK = 0 and unrated excluded).
    const squares = (table: string, extra: string) =>
      `UPDATE \`${table}\` t INNER JOIN (
         SELECT a.inquiry_id, a.question_id, a.is_custom_question,
           SUM(CASE WHEN a.performance > 0 THEN a.performance * a.performance ELSE 0 END) AS sp,
           SUM(CASE WHEN a.importance > 0 THEN a.importance * a.importance ELSE 0 END) AS si
         FROM survey_answers a INNER JOIN respondents r ON r.id = a.respondent_id AND r.status = 'completed'${extra}
         GROUP BY a.inquiry_id, a.question_id, a.is_custom_question
       ) q ON q.inquiry_id = t.inquiry_id AND q.question_id = t.question_id AND q.is_custom_question = t.is_custom_question
       SET t.sum_sq_performance = q.sp, t.sum_sq_importance = q.si`;
    await queryRunner.query(squares('answer_totals', ''));
    // A snapshot over every completed form equals the live totals; an older one covers the forms submitted by its time.
    await queryRunner.query(
      `UPDATE insight_snapshot_totals t INNER JOIN insight_snapshots s ON s.inquiry_id = t.inquiry_id INNER JOIN inquiries i ON i.id = s.inquiry_id AND s.forms = i.completed_count
       INNER JOIN answer_totals l ON l.inquiry_id = t.inquiry_id AND l.question_id = t.question_id AND l.is_custom_question = t.is_custom_question
       SET t.sum_sq_performance = l.sum_sq_performance, t.sum_sq_importance = l.sum_sq_importance`,
    );
    await queryRunner.query(
      squares(
        'insight_snapshot_totals',
        ` INNER JOIN insight_snapshots s ON s.inquiry_id = a.inquiry_id AND r.submitted_at <= s.taken_at
         INNER JOIN inquiries i ON i.id = s.inquiry_id AND s.forms <> i.completed_count`,
      ),
    );
    await queryRunner.query('ALTER TABLE `customers` ADD `contributes_to_benchmarks` tinyint NOT NULL DEFAULT 1');
    await queryRunner.query(
      'CREATE TABLE `benchmark_exclusions` (`customer_id` int NOT NULL, `excluded_by_user_id` int NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`customer_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `benchmark_releases` (`inquiry_type_id` int NOT NULL, `org_count` int NOT NULL, `released_at` datetime NOT NULL, PRIMARY KEY (`inquiry_type_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `benchmark_members` (`inquiry_type_id` int NOT NULL, `customer_id` int NOT NULL, `inquiry_id` int NOT NULL, `forms` int NOT NULL, PRIMARY KEY (`inquiry_type_id`, `customer_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `benchmark_member_totals` (`inquiry_type_id` int NOT NULL, `customer_id` int NOT NULL, `question_id` int NOT NULL, `n_performance` int NOT NULL DEFAULT '0', `sum_performance` int NOT NULL DEFAULT '0', `sum_sq_performance` int NOT NULL DEFAULT '0', PRIMARY KEY (`inquiry_type_id`, `customer_id`, `question_id`)) ENGINE=InnoDB",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `benchmark_member_totals`');
    await queryRunner.query('DROP TABLE `benchmark_members`');
    await queryRunner.query('DROP TABLE `benchmark_releases`');
    await queryRunner.query('DROP TABLE `benchmark_exclusions`');
    await queryRunner.query('ALTER TABLE `customers` DROP COLUMN `contributes_to_benchmarks`');
    for (const table of ['insight_snapshot_totals', 'answer_totals']) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`sum_sq_importance\``);
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`sum_sq_performance\``);
    }
  }
}
