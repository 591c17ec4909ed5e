import { MigrationInterface, QueryRunner } from 'typeorm';

/** The results studio's draft per inquiry (docs/features/results-studio.md). */
export class ResultDrafts1797500000000 implements MigrationInterface {
  name = 'ResultDrafts1797500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `result_drafts` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `version` int NOT NULL, `content` text NOT NULL, `customer_notified` tinyint NOT NULL, `published_at` datetime NULL, `updated_by_user_id` int NULL, `updated_at` datetime NOT NULL, UNIQUE INDEX `uq_result_drafts_inquiry` (`inquiry_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `uq_result_drafts_inquiry` ON `result_drafts`');
    await queryRunner.query('DROP TABLE `result_drafts`');
  }
}
