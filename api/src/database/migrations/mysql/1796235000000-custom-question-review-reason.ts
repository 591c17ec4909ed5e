import { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomQuestionReviewReason1796235000000 implements MigrationInterface {
  name = 'CustomQuestionReviewReason1796235000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `custom_questions` ADD `review_reason` varchar(1000) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `custom_questions` DROP COLUMN `review_reason`');
  }
}
