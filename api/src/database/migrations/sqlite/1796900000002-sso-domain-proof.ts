import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Domains take effect only once proved (DNS record or operator approval). Domains listed before were
 * never proved: they become claims, and each organisation proves them again.
 */
export class SsoDomainProof1796900000002 implements MigrationInterface {
  name = 'SsoDomainProof1796900000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sso_domain_claims" ("customer_id" integer NOT NULL, "domain" varchar(253) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("customer_id", "domain"))',
    );
    await queryRunner.query('CREATE INDEX "ix_sso_domain_claims_domain" ON "sso_domain_claims" ("domain") ');
    await queryRunner.query(
      'INSERT INTO "sso_domain_claims" ("customer_id", "domain") SELECT "customer_id", "domain" FROM "sso_domains"',
    );
    await queryRunner.query('DROP INDEX "ix_sso_domains_customer"');
    await queryRunner.query('DROP TABLE "sso_domains"');
    await queryRunner.query(
      'CREATE TABLE "sso_domains" ("domain" varchar(253) PRIMARY KEY NOT NULL, "customer_id" integer NOT NULL, "proved_by" varchar(10) NOT NULL DEFAULT (\'dns\'), "proved_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_sso_domains_customer" ON "sso_domains" ("customer_id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_sso_domains_customer"');
    await queryRunner.query('DROP TABLE "sso_domains"');
    await queryRunner.query(
      'CREATE TABLE "sso_domains" ("domain" varchar(253) PRIMARY KEY NOT NULL, "customer_id" integer NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "ix_sso_domains_customer" ON "sso_domains" ("customer_id") ');
    await queryRunner.query('DROP INDEX "ix_sso_domain_claims_domain"');
    await queryRunner.query('DROP TABLE "sso_domain_claims"');
  }
}
