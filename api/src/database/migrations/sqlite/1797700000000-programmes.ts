import { MigrationInterface, QueryRunner } from 'typeorm';

/** Recurring programmes and their rounds (docs/features/programmes.md). */
export class Programmes1797700000000 implements MigrationInterface {
  name = 'Programmes1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "programmes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "name" varchar(200) NOT NULL, "inquiry_type_id" integer NOT NULL, "question_ids" text, "audience_attribute" varchar(100), "audience_value" varchar(200), "intake_answers" text, "cadence" varchar(20) NOT NULL, "days_open" integer NOT NULL, "starts_at" varchar(16) NOT NULL, "time_zone" varchar(64) NOT NULL, "paused_at" datetime, "next_round_index" integer NOT NULL DEFAULT (0), "next_round_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_programmes_customer" ON "programmes" ("customer_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_programmes_due" ON "programmes" ("next_round_at") ');
    await queryRunner.query(
      'CREATE TABLE "programme_rounds" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "programme_id" integer NOT NULL, "round_index" integer NOT NULL, "scheduled_at" datetime NOT NULL, "status" varchar(12) NOT NULL, "inquiry_id" integer, "invited_count" integer NOT NULL DEFAULT (0), "error" text, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "ux_programme_rounds_scheduled" ON "programme_rounds" ("programme_id", "scheduled_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ux_programme_rounds_scheduled"');
    await queryRunner.query('DROP TABLE "programme_rounds"');
    await queryRunner.query('DROP INDEX "ix_programmes_due"');
    await queryRunner.query('DROP INDEX "ix_programmes_customer"');
    await queryRunner.query('DROP TABLE "programmes"');
  }
}
