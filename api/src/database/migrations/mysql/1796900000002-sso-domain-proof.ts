import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Domains take effect only once proved (DNS record or operator approval). Domains listed before were
 * never proved: they become claims, and each organisation proves them again.
 */
export class SsoDomainProof1796900000002 implements MigrationInterface {
  name = 'SsoDomainProof1796900000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `sso_domain_claims` (`customer_id` int NOT NULL, `domain` varchar(253) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_sso_domain_claims_domain` (`domain`), PRIMARY KEY (`customer_id`, `domain`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'INSERT INTO `sso_domain_claims` (`customer_id`, `domain`) SELECT `customer_id`, `domain` FROM `sso_domains`',
    );
    await queryRunner.query('DELETE FROM `sso_domains`');
    await queryRunner.query("ALTER TABLE `sso_domains` ADD `proved_by` varchar(10) NOT NULL DEFAULT 'dns'");
    await queryRunner.query(
      'ALTER TABLE `sso_domains` ADD `proved_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `sso_domains` DROP COLUMN `proved_at`');
    await queryRunner.query('ALTER TABLE `sso_domains` DROP COLUMN `proved_by`');
    await queryRunner.query('DROP TABLE `sso_domain_claims`');
  }
}
