import { MigrationInterface, QueryRunner } from 'typeorm';

export class PendingRegistrations1795900000000 implements MigrationInterface {
  name = 'PendingRegistrations1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "pending_registrations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "customer_name" varchar(200) NOT NULL, "industry" varchar(200) NOT NULL, "address" varchar(200) NOT NULL, "country" varchar(200) NOT NULL, "state" varchar(200) NOT NULL, "city" varchar(200) NOT NULL, "website" varchar(200) NOT NULL, "first_name" varchar(200) NOT NULL, "last_name" varchar(200) NOT NULL, "designation" varchar(200) NOT NULL, "password_hash" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_pending_registrations_email" ON "pending_registrations" ("email") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_pending_registrations_token" ON "pending_registrations" ("token_hash") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "uq_pending_registrations_token"');
    await queryRunner.query('DROP INDEX "uq_pending_registrations_email"');
    await queryRunner.query('DROP TABLE "pending_registrations"');
  }
}
