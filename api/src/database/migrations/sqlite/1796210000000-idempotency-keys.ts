import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1796210000000 implements MigrationInterface {
  name = 'IdempotencyKeys1796210000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "idempotency_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "owner" varchar(80) NOT NULL, "key" varchar(255) NOT NULL, "request_hash" varchar(64) NOT NULL, "status" integer, "body" text, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_idempotency_keys_owner_key" ON "idempotency_keys" ("owner", "key") ',
    );
    await queryRunner.query('CREATE INDEX "ix_idempotency_keys_created" ON "idempotency_keys" ("created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_idempotency_keys_created"');
    await queryRunner.query('DROP INDEX "uq_idempotency_keys_owner_key"');
    await queryRunner.query('DROP TABLE "idempotency_keys"');
  }
}
