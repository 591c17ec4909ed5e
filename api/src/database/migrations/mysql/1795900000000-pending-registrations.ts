import { MigrationInterface, QueryRunner } from 'typeorm';

export class PendingRegistrations1795900000000 implements MigrationInterface {
  name = 'PendingRegistrations1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `pending_registrations` (`id` int NOT NULL AUTO_INCREMENT, `email` varchar(254) NOT NULL, `token_hash` varchar(64) NOT NULL, `expires_at` datetime NOT NULL, `customer_name` varchar(200) NOT NULL, `industry` varchar(200) NOT NULL, `address` varchar(200) NOT NULL, `country` varchar(200) NOT NULL, `state` varchar(200) NOT NULL, `city` varchar(200) NOT NULL, `website` varchar(200) NOT NULL, `first_name` varchar(200) NOT NULL, `last_name` varchar(200) NOT NULL, `designation` varchar(200) NOT NULL, `password_hash` varchar(255) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_pending_registrations_email` (`email`), UNIQUE INDEX `uq_pending_registrations_token` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `pending_registrations`');
  }
}
