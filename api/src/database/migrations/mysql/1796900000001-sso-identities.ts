import { MigrationInterface, QueryRunner } from 'typeorm';

export class SsoIdentities1796900000001 implements MigrationInterface {
  name = 'SsoIdentities1796900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `sso_identities` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `issuer` varchar(400) NOT NULL, `subject` varchar(255) NOT NULL, `user_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_sso_identities_subject` (`customer_id`, `issuer`, `subject`), INDEX `ix_sso_identities_user` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `sso_link_requests` (`id` int NOT NULL AUTO_INCREMENT, `token_hash` varchar(64) NOT NULL, `customer_id` int NOT NULL, `user_id` int NOT NULL, `protocol` varchar(10) NOT NULL, `issuer` varchar(400) NOT NULL, `subject` varchar(255) NOT NULL, `code_hash` varchar(64) NULL, `code_expires_at` datetime NULL, `codes_sent` int NOT NULL DEFAULT 0, `failed_attempts` int NOT NULL DEFAULT 0, `expires_at` datetime NOT NULL, `used_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_sso_link_requests_token` (`token_hash`), INDEX `ix_sso_link_requests_user` (`user_id`), INDEX `ix_sso_link_requests_expires` (`expires_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `sso_link_requests`');
    await queryRunner.query('DROP TABLE `sso_identities`');
  }
}
