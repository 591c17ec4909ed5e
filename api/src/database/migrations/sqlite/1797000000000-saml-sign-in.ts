import { MigrationInterface, QueryRunner } from 'typeorm';

export class SamlSignIn1797000000000 implements MigrationInterface {
  name = 'SamlSignIn1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "saml_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "sp_key" varchar(32) NOT NULL, "idp_entity_id" varchar(500) NOT NULL DEFAULT (\'\'), "idp_sso_url" varchar(1000) NOT NULL DEFAULT (\'\'), "idp_certificates" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_saml_settings_customer" ON "saml_settings" ("customer_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_saml_settings_sp_key" ON "saml_settings" ("sp_key") ');
    await queryRunner.query(
      'CREATE TABLE "saml_requests" ("request_id_hash" varchar(64) PRIMARY KEY NOT NULL, "customer_id" integer NOT NULL, "used" boolean NOT NULL DEFAULT (0), "expires_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_saml_requests_expires" ON "saml_requests" ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "saml_assertions" ("assertion_hash" varchar(64) PRIMARY KEY NOT NULL, "customer_id" integer NOT NULL, "expires_at" datetime NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "ix_saml_assertions_expires" ON "saml_assertions" ("expires_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_saml_assertions_expires"');
    await queryRunner.query('DROP TABLE "saml_assertions"');
    await queryRunner.query('DROP INDEX "ix_saml_requests_expires"');
    await queryRunner.query('DROP TABLE "saml_requests"');
    await queryRunner.query('DROP INDEX "uq_saml_settings_sp_key"');
    await queryRunner.query('DROP INDEX "uq_saml_settings_customer"');
    await queryRunner.query('DROP TABLE "saml_settings"');
  }
}
