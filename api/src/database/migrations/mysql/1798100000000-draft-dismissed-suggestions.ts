import { MigrationInterface, QueryRunner } from 'typeorm';

/** The results studio remembers which library suggestions an operator dismissed for a draft. */
export class DraftDismissedSuggestions1798100000000 implements MigrationInterface {
  name = 'DraftDismissedSuggestions1798100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `result_drafts` ADD `dismissed_suggestions` text NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `result_drafts` DROP COLUMN `dismissed_suggestions`');
  }
}
