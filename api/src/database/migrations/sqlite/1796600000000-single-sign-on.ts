import { MigrationInterface, QueryRunner } from 'typeorm';

export class SingleSignOn1796600000000 implements MigrationInterface {
  name = 'SingleSignOn1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sso_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "enabled" boolean NOT NULL DEFAULT (0), "issuer_url" varchar(500) NOT NULL DEFAULT (\'\'), "client_id" varchar(255) NOT NULL DEFAULT (\'\'), "client_secret_sealed" text NOT NULL, "require_sso" boolean NOT NULL DEFAULT (0), "account_creation" varchar(20) NOT NULL DEFAULT (\'invitation\'), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_sso_settings_customer" ON "sso_settings" ("customer_id") ');
    await queryRunner.query(
      'CREATE TABLE "sso_domains" ("domain" varchar(253) PRIMARY KEY NOT NULL, "customer_id" integer NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "ix_sso_domains_customer" ON "sso_domains" ("customer_id") ');
    await queryRunner.query(
      'CREATE TABLE "sso_logins" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "state_hash" varchar(64) NOT NULL, "customer_id" integer NOT NULL, "code_verifier" varchar(128) NOT NULL, "nonce" varchar(64) NOT NULL, "state_used" boolean NOT NULL DEFAULT (0), "handoff_hash" varchar(64), "user_id" integer, "handoff_used" boolean NOT NULL DEFAULT (0), "expires_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_sso_logins_state" ON "sso_logins" ("state_hash") ');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_sso_logins_handoff" ON "sso_logins" ("handoff_hash") ');
    await queryRunner.query('CREATE INDEX "ix_sso_logins_expires" ON "sso_logins" ("expires_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_sso_logins_expires"');
    await queryRunner.query('DROP INDEX "uq_sso_logins_handoff"');
    await queryRunner.query('DROP INDEX "uq_sso_logins_state"');
    await queryRunner.query('DROP TABLE "sso_logins"');
    await queryRunner.query('DROP INDEX "ix_sso_domains_customer"');
    await queryRunner.query('DROP TABLE "sso_domains"');
    await queryRunner.query('DROP INDEX "uq_sso_settings_customer"');
    await queryRunner.query('DROP TABLE "sso_settings"');
  }
}
