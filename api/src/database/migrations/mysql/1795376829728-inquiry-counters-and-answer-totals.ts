import { MigrationInterface, QueryRunner } from 'typeorm';

export class InquiryCountersAndAnswerTotals1795376829728 implements MigrationInterface {
  name = 'InquiryCountersAndAnswerTotals1795376829728';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_survey_answers_inputs` ON `survey_answers`');
    await queryRunner.query(
      "CREATE TABLE `answer_totals` (`inquiry_id` int NOT NULL, `is_custom_question` tinyint NOT NULL DEFAULT 0, `question_id` int NOT NULL, `answers` int NOT NULL DEFAULT '0', `sum_performance` int NOT NULL DEFAULT '0', `n_performance` int NOT NULL DEFAULT '0', `sum_importance` int NOT NULL DEFAULT '0', `n_importance` int NOT NULL DEFAULT '0', `sum_pair_diff` int NOT NULL DEFAULT '0', `n_pairs` int NOT NULL DEFAULT '0', `dk_performance` int NOT NULL DEFAULT '0', `dk_importance` int NOT NULL DEFAULT '0', PRIMARY KEY (`inquiry_id`, `is_custom_question`, `question_id`)) ENGINE=InnoDB",
    );
    await queryRunner.query("ALTER TABLE `inquiries` ADD `respondent_count` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `inquiries` ADD `completed_count` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `respondents` ADD `position` int NOT NULL DEFAULT '0'");
    await queryRunner.query(
      'CREATE INDEX `ix_inquiries_customer_created` ON `inquiries` (`customer_id`, `created_at`, `id`)',
    );
    await queryRunner.query('CREATE INDEX `ix_inquiries_created` ON `inquiries` (`created_at`, `id`)');
    await queryRunner.query('CREATE INDEX `ix_respondents_position` ON `respondents` (`inquiry_id`, `position`)');
    await queryRunner.query(
      'ALTER TABLE `answer_totals` ADD CONSTRAINT `FK_0efcd8c74c18765fc31f71c041b` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Existing data: number the respondents, count them, and total the answers of completed forms.
    await queryRunner.query(
      'UPDATE respondents r JOIN (SELECT id, ROW_NUMBER() OVER (PARTITION BY inquiry_id ORDER BY id) AS n FROM respondents) p ON p.id = r.id SET r.position = p.n',
    );
    await queryRunner.query(
      "INSERT INTO answer_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance, sum_pair_diff, n_pairs, dk_performance, dk_importance) SELECT a.inquiry_id, a.is_custom_question, a.question_id, COUNT(*), SUM(CASE WHEN a.performance > 0 THEN a.performance ELSE 0 END), SUM(CASE WHEN a.performance > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.importance > 0 THEN a.importance ELSE 0 END), SUM(CASE WHEN a.importance > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN a.importance - a.performance ELSE 0 END), SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.performance = 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.importance = 0 THEN 1 ELSE 0 END) FROM survey_answers a INNER JOIN respondents r ON r.id = a.respondent_id AND r.status = 'completed' WHERE a.performance IS NOT NULL OR a.importance IS NOT NULL GROUP BY a.inquiry_id, a.is_custom_question, a.question_id",
    );
    await queryRunner.query(
      "UPDATE inquiries SET respondent_count = (SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = inquiries.id), completed_count = (SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = inquiries.id AND r.status = 'completed')",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `answer_totals` DROP FOREIGN KEY `FK_0efcd8c74c18765fc31f71c041b`');
    await queryRunner.query('DROP INDEX `ix_respondents_position` ON `respondents`');
    await queryRunner.query('DROP INDEX `ix_inquiries_created` ON `inquiries`');
    await queryRunner.query('DROP INDEX `ix_inquiries_customer_created` ON `inquiries`');
    await queryRunner.query('ALTER TABLE `respondents` DROP COLUMN `position`');
    await queryRunner.query('ALTER TABLE `inquiries` DROP COLUMN `completed_count`');
    await queryRunner.query('ALTER TABLE `inquiries` DROP COLUMN `respondent_count`');
    await queryRunner.query('DROP TABLE `answer_totals`');
    await queryRunner.query(
      'CREATE INDEX `ix_survey_answers_inputs` ON `survey_answers` (`inquiry_id`, `is_custom_question`, `question_id`, `respondent_id`, `performance`, `importance`)',
    );
  }
}
