import { MigrationInterface, QueryRunner } from 'typeorm';

/** Actions on an inquiry's results: owner, due date, status, targets and progress updates (docs/features/actions.md). */
export class Actions1797600000000 implements MigrationInterface {
  name = 'Actions1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "actions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_id" integer NOT NULL, "title" varchar(200) NOT NULL, "description" text NOT NULL, "owner_user_id" integer, "due_date" varchar(10), "status" varchar(12) NOT NULL DEFAULT (\'NotStarted\'), "origin" varchar(12) NOT NULL DEFAULT (\'Blank\'), "shared" boolean NOT NULL DEFAULT (0), "created_by_user_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_actions_inquiry" ON "actions" ("inquiry_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_actions_owner" ON "actions" ("owner_user_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "action_targets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "action_id" integer NOT NULL, "question_id" integer, "area" varchar(20))',
    );
    await queryRunner.query('CREATE INDEX "ix_action_targets_action" ON "action_targets" ("action_id") ');
    await queryRunner.query(
      'CREATE TABLE "action_updates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "action_id" integer NOT NULL, "author_user_id" integer NOT NULL, "note" text NOT NULL, "status" varchar(12), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_action_updates_action" ON "action_updates" ("action_id", "id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_action_updates_action"');
    await queryRunner.query('DROP TABLE "action_updates"');
    await queryRunner.query('DROP INDEX "ix_action_targets_action"');
    await queryRunner.query('DROP TABLE "action_targets"');
    await queryRunner.query('DROP INDEX "ix_actions_owner"');
    await queryRunner.query('DROP INDEX "ix_actions_inquiry"');
    await queryRunner.query('DROP TABLE "actions"');
  }
}
