import { MigrationInterface, QueryRunner } from 'typeorm';

/** Onboarding and exit surveys, their periods and the people they invited (docs/features/lifecycle.md). */
export class Lifecycle1798000008000 implements MigrationInterface {
  name = 'Lifecycle1798000008000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "lifecycle_surveys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "name" varchar(200) NOT NULL, "kind" varchar(12) NOT NULL, "inquiry_type_id" integer NOT NULL, "question_ids" text, "intake_answers" text, "days_after" integer NOT NULL, "days_open" integer NOT NULL, "active_from" varchar(10) NOT NULL, "last_error" text, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_lifecycle_surveys_customer" ON "lifecycle_surveys" ("customer_id", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "lifecycle_periods" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "lifecycle_id" integer NOT NULL, "period" varchar(7) NOT NULL, "inquiry_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "ux_lifecycle_periods_period" ON "lifecycle_periods" ("lifecycle_id", "period") ',
    );
    await queryRunner.query(
      'CREATE TABLE "lifecycle_invitations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "lifecycle_id" integer NOT NULL, "period_id" integer NOT NULL, "email" varchar(254) NOT NULL, "person_date" varchar(10) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "ux_lifecycle_invitations_email" ON "lifecycle_invitations" ("lifecycle_id", "email") ',
    );
    await queryRunner.query('CREATE INDEX "ix_lifecycle_invitations_period" ON "lifecycle_invitations" ("period_id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_lifecycle_invitations_period"');
    await queryRunner.query('DROP INDEX "ux_lifecycle_invitations_email"');
    await queryRunner.query('DROP TABLE "lifecycle_invitations"');
    await queryRunner.query('DROP INDEX "ux_lifecycle_periods_period"');
    await queryRunner.query('DROP TABLE "lifecycle_periods"');
    await queryRunner.query('DROP INDEX "ix_lifecycle_surveys_customer"');
    await queryRunner.query('DROP TABLE "lifecycle_surveys"');
  }
}
