import { MigrationInterface, QueryRunner } from 'typeorm';

/** Heavy work a request starts and answers at once with a job the apps follow (docs/architecture.md, "Jobs"). */
export class Jobs1797400000000 implements MigrationInterface {
  name = 'Jobs1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `jobs` (`id` varchar(36) NOT NULL, `user_id` int NOT NULL, `customer_id` int NULL, `kind` varchar(40) NOT NULL, `status` varchar(12) NOT NULL, `progress` double NOT NULL, `result` text NULL, `error` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `heartbeat_at` datetime NOT NULL, `finished_at` datetime NULL, INDEX `ix_jobs_user_created` (`user_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `jobs`');
  }
}
