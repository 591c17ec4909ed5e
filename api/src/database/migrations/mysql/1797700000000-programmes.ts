import { MigrationInterface, QueryRunner } from 'typeorm';

/** Recurring programmes and their rounds (docs/features/programmes.md). */
export class Programmes1797700000000 implements MigrationInterface {
  name = 'Programmes1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `programmes` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `created_by_user_id` int NOT NULL, `name` varchar(200) NOT NULL, `inquiry_type_id` int NOT NULL, `question_ids` text NULL, `audience_attribute` varchar(100) NULL, `audience_value` varchar(200) NULL, `intake_answers` text NULL, `cadence` varchar(20) NOT NULL, `days_open` int NOT NULL, `starts_at` varchar(16) NOT NULL, `time_zone` varchar(64) NOT NULL, `paused_at` datetime NULL, `next_round_index` int NOT NULL DEFAULT 0, `next_round_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_programmes_customer` (`customer_id`, `id`), INDEX `ix_programmes_due` (`next_round_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `programme_rounds` (`id` int NOT NULL AUTO_INCREMENT, `programme_id` int NOT NULL, `round_index` int NOT NULL, `scheduled_at` datetime NOT NULL, `status` varchar(12) NOT NULL, `inquiry_id` int NULL, `invited_count` int NOT NULL DEFAULT 0, `error` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `ux_programme_rounds_scheduled` (`programme_id`, `scheduled_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `programme_rounds`');
    await queryRunner.query('DROP TABLE `programmes`');
  }
}
