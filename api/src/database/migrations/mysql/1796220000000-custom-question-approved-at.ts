import { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomQuestionApprovedAt1796220000000 implements MigrationInterface {
  name = 'CustomQuestionApprovedAt1796220000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `custom_questions` ADD `approved_at` datetime(6) NULL');
    // Questions approved before the column existed: their last change was the approval (Approved is final).
    await queryRunner.query("UPDATE `custom_questions` SET `approved_at` = `updated_at` WHERE `status` = 'Approved'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `custom_questions` DROP COLUMN `approved_at`');
  }
}
