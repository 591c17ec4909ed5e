import { MigrationInterface, QueryRunner } from 'typeorm';

/** Onboarding and exit surveys, their periods and the people they invited (docs/features/lifecycle.md). */
export class Lifecycle1798000008000 implements MigrationInterface {
  name = 'Lifecycle1798000008000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `lifecycle_surveys` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `created_by_user_id` int NOT NULL, `name` varchar(200) NOT NULL, `kind` varchar(12) NOT NULL, `inquiry_type_id` int NOT NULL, `question_ids` text NULL, `intake_answers` text NULL, `days_after` int NOT NULL, `days_open` int NOT NULL, `active_from` varchar(10) NOT NULL, `last_error` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_lifecycle_surveys_customer` (`customer_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `lifecycle_periods` (`id` int NOT NULL AUTO_INCREMENT, `lifecycle_id` int NOT NULL, `period` varchar(7) NOT NULL, `inquiry_id` int NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `ux_lifecycle_periods_period` (`lifecycle_id`, `period`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `lifecycle_invitations` (`id` int NOT NULL AUTO_INCREMENT, `lifecycle_id` int NOT NULL, `period_id` int NOT NULL, `email` varchar(254) NOT NULL, `person_date` varchar(10) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `ux_lifecycle_invitations_email` (`lifecycle_id`, `email`), INDEX `ix_lifecycle_invitations_period` (`period_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `lifecycle_invitations`');
    await queryRunner.query('DROP TABLE `lifecycle_periods`');
    await queryRunner.query('DROP TABLE `lifecycle_surveys`');
  }
}
