import { MigrationInterface, QueryRunner } from 'typeorm';

export class SamlSignIn1797000000000 implements MigrationInterface {
  name = 'SamlSignIn1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `saml_settings` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `sp_key` varchar(32) NOT NULL, `idp_entity_id` varchar(500) NOT NULL DEFAULT '', `idp_sso_url` varchar(1000) NOT NULL DEFAULT '', `idp_certificates` text NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_saml_settings_customer` (`customer_id`), UNIQUE INDEX `uq_saml_settings_sp_key` (`sp_key`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `saml_requests` (`request_id_hash` varchar(64) NOT NULL, `customer_id` int NOT NULL, `used` tinyint NOT NULL DEFAULT 0, `expires_at` datetime NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_saml_requests_expires` (`expires_at`), PRIMARY KEY (`request_id_hash`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `saml_assertions` (`assertion_hash` varchar(64) NOT NULL, `customer_id` int NOT NULL, `expires_at` datetime NOT NULL, INDEX `ix_saml_assertions_expires` (`expires_at`), PRIMARY KEY (`assertion_hash`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `saml_assertions`');
    await queryRunner.query('DROP TABLE `saml_requests`');
    await queryRunner.query('DROP TABLE `saml_settings`');
  }
}
