import { MigrationInterface, QueryRunner } from 'typeorm';
import { loadConfig } from '../../../config/app-config';
import { open, seal } from '../../../common/crypto/secret-box';

// As webhooks/webhook-secret.ts seals them; a migration keeps its own copy, as it keeps its SQL.
const context = (customerId: number) => `webhook-secret:customer:${customerId}`;
// The key the API seals with; read only when there is a secret to seal or open (a fresh database has none).
const sealKey = () => loadConfig().sso.secretKey;

const WEBHOOKS = (secretColumn: string) =>
  `CREATE TABLE "temporary_webhooks" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "url" varchar(500) NOT NULL, "events" varchar(200) NOT NULL, ${secretColumn}, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`;

/** Webhook signing secrets were stored in the clear: each is sealed with the SSO client secrets' key and box, and the clear column dropped. */
export class SealWebhookSecrets1797100000000 implements MigrationInterface {
  name = 'SealWebhookSecrets1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhooks" ADD COLUMN "secret_sealed" varchar(255)');
    const rows = (await queryRunner.query('SELECT "id", "customer_id" AS "customerId", "secret" FROM "webhooks"')) as {
      id: number;
      customerId: number;
      secret: string;
    }[];
    if (rows.length) {
      const key = sealKey();
      for (const r of rows)
        await queryRunner.query('UPDATE "webhooks" SET "secret_sealed" = ? WHERE "id" = ?', [
          seal(key, r.secret, context(Number(r.customerId))),
          r.id,
        ]);
    }
    await queryRunner.query(WEBHOOKS('"secret_sealed" varchar(255) NOT NULL'));
    await queryRunner.query(
      'INSERT INTO "temporary_webhooks" ("id", "customer_id", "created_by_user_id", "url", "events", "secret_sealed", "created_at") SELECT "id", "customer_id", "created_by_user_id", "url", "events", "secret_sealed", "created_at" FROM "webhooks"',
    );
    await queryRunner.query('DROP INDEX "ix_webhooks_customer"');
    await queryRunner.query('DROP TABLE "webhooks"');
    await queryRunner.query('ALTER TABLE "temporary_webhooks" RENAME TO "webhooks"');
    await queryRunner.query('CREATE INDEX "ix_webhooks_customer" ON "webhooks" ("customer_id", "created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhooks" ADD COLUMN "secret" varchar(80)');
    const rows = (await queryRunner.query(
      'SELECT "id", "customer_id" AS "customerId", "secret_sealed" AS "sealed" FROM "webhooks"',
    )) as { id: number; customerId: number; sealed: string }[];
    if (rows.length) {
      const key = sealKey();
      for (const r of rows)
        await queryRunner.query('UPDATE "webhooks" SET "secret" = ? WHERE "id" = ?', [
          open(key, r.sealed, context(Number(r.customerId))),
          r.id,
        ]);
    }
    await queryRunner.query(WEBHOOKS('"secret" varchar(80) NOT NULL'));
    await queryRunner.query(
      'INSERT INTO "temporary_webhooks" ("id", "customer_id", "created_by_user_id", "url", "events", "secret", "created_at") SELECT "id", "customer_id", "created_by_user_id", "url", "events", "secret", "created_at" FROM "webhooks"',
    );
    await queryRunner.query('DROP INDEX "ix_webhooks_customer"');
    await queryRunner.query('DROP TABLE "webhooks"');
    await queryRunner.query('ALTER TABLE "temporary_webhooks" RENAME TO "webhooks"');
    await queryRunner.query('CREATE INDEX "ix_webhooks_customer" ON "webhooks" ("customer_id", "created_at") ');
  }
}
