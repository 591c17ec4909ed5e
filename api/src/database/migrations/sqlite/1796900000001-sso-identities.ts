import { MigrationInterface, QueryRunner } from 'typeorm';

export class SsoIdentities1796900000001 implements MigrationInterface {
  name = 'SsoIdentities1796900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sso_identities" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "issuer" varchar(400) NOT NULL, "subject" varchar(255) NOT NULL, "user_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_sso_identities_subject" ON "sso_identities" ("customer_id", "issuer", "subject") ',
    );
    await queryRunner.query('CREATE INDEX "ix_sso_identities_user" ON "sso_identities" ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "sso_link_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "customer_id" integer NOT NULL, "user_id" integer NOT NULL, "protocol" varchar(10) NOT NULL, "issuer" varchar(400) NOT NULL, "subject" varchar(255) NOT NULL, "code_hash" varchar(64), "code_expires_at" datetime, "codes_sent" integer NOT NULL DEFAULT (0), "failed_attempts" integer NOT NULL DEFAULT (0), "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_sso_link_requests_token" ON "sso_link_requests" ("token_hash") ');
    await queryRunner.query('CREATE INDEX "ix_sso_link_requests_user" ON "sso_link_requests" ("user_id") ');
    await queryRunner.query('CREATE INDEX "ix_sso_link_requests_expires" ON "sso_link_requests" ("expires_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_sso_link_requests_expires"');
    await queryRunner.query('DROP INDEX "ix_sso_link_requests_user"');
    await queryRunner.query('DROP INDEX "uq_sso_link_requests_token"');
    await queryRunner.query('DROP TABLE "sso_link_requests"');
    await queryRunner.query('DROP INDEX "ix_sso_identities_user"');
    await queryRunner.query('DROP INDEX "uq_sso_identities_subject"');
    await queryRunner.query('DROP TABLE "sso_identities"');
  }
}
