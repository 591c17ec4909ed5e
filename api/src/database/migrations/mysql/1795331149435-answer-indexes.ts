import { MigrationInterface, QueryRunner } from 'typeorm';

export class AnswerIndexes1795331149435 implements MigrationInterface {
  name = 'AnswerIndexes1795331149435';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_survey_answers_inquiry_question` ON `survey_answers`');
    await queryRunner.query('CREATE INDEX `ix_survey_answers_inquiry` ON `survey_answers` (`inquiry_id`, `id`)');
    await queryRunner.query(
      'CREATE INDEX `ix_survey_answers_inputs` ON `survey_answers` (`inquiry_id`, `is_custom_question`, `question_id`, `respondent_id`, `performance`, `importance`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_survey_answers_inputs` ON `survey_answers`');
    await queryRunner.query('DROP INDEX `ix_survey_answers_inquiry` ON `survey_answers`');
    await queryRunner.query(
      'CREATE INDEX `ix_survey_answers_inquiry_question` ON `survey_answers` (`inquiry_id`, `is_custom_question`, `question_id`)',
    );
  }
}
