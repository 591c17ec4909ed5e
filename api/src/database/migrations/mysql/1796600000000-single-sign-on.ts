import { MigrationInterface, QueryRunner } from 'typeorm';

export class SingleSignOn1796600000000 implements MigrationInterface {
  name = 'SingleSignOn1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `sso_settings` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `enabled` tinyint NOT NULL DEFAULT 0, `issuer_url` varchar(500) NOT NULL DEFAULT '', `client_id` varchar(255) NOT NULL DEFAULT '', `client_secret_sealed` text NOT NULL, `require_sso` tinyint NOT NULL DEFAULT 0, `account_creation` varchar(20) NOT NULL DEFAULT 'invitation', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_sso_settings_customer` (`customer_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `sso_domains` (`domain` varchar(253) NOT NULL, `customer_id` int NOT NULL, INDEX `ix_sso_domains_customer` (`customer_id`), PRIMARY KEY (`domain`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `sso_logins` (`id` int NOT NULL AUTO_INCREMENT, `state_hash` varchar(64) NOT NULL, `customer_id` int NOT NULL, `code_verifier` varchar(128) NOT NULL, `nonce` varchar(64) NOT NULL, `state_used` tinyint NOT NULL DEFAULT 0, `handoff_hash` varchar(64) NULL, `user_id` int NULL, `handoff_used` tinyint NOT NULL DEFAULT 0, `expires_at` datetime NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_sso_logins_state` (`state_hash`), UNIQUE INDEX `uq_sso_logins_handoff` (`handoff_hash`), INDEX `ix_sso_logins_expires` (`expires_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `sso_logins`');
    await queryRunner.query('DROP TABLE `sso_domains`');
    await queryRunner.query('DROP TABLE `sso_settings`');
  }
}
