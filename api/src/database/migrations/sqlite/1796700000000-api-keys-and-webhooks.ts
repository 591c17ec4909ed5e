import { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeysAndWebhooks1796700000000 implements MigrationInterface {
  name = 'ApiKeysAndWebhooks1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "name" varchar(100) NOT NULL, "lookup" varchar(16) NOT NULL, "secret_hash" varchar(64) NOT NULL, "scopes" varchar(200) NOT NULL, "expires_at" datetime, "revoked_at" datetime, "last_used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_api_keys_lookup" ON "api_keys" ("lookup") ');
    await queryRunner.query('CREATE INDEX "ix_api_keys_customer" ON "api_keys" ("customer_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "webhooks" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "url" varchar(500) NOT NULL, "events" varchar(200) NOT NULL, "secret" varchar(80) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_webhooks_customer" ON "webhooks" ("customer_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "webhook_id" integer NOT NULL, "event" varchar(40) NOT NULL, "body" text NOT NULL, "status" varchar(10) NOT NULL DEFAULT (\'queued\'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "last_answer" varchar(1200), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "delivered_at" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_webhook_deliveries_webhook" ON "webhook_deliveries" ("webhook_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_webhook_deliveries_due"');
    await queryRunner.query('DROP INDEX "ix_webhook_deliveries_webhook"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP INDEX "ix_webhooks_customer"');
    await queryRunner.query('DROP TABLE "webhooks"');
    await queryRunner.query('DROP INDEX "ix_api_keys_customer"');
    await queryRunner.query('DROP INDEX "uq_api_keys_lookup"');
    await queryRunner.query('DROP TABLE "api_keys"');
  }
}
