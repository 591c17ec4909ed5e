import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an action's owner was reminded of its due date, and told it is overdue (docs/features/actions.md). */
export class ActionDueMails1797600000001 implements MigrationInterface {
  name = 'ActionDueMails1797600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `actions` ADD `due_reminder_sent_at` datetime NULL, ADD `overdue_mail_sent_at` datetime NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `actions` DROP COLUMN `overdue_mail_sent_at`, DROP COLUMN `due_reminder_sent_at`',
    );
  }
}
