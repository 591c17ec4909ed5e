import { MigrationInterface, QueryRunner } from 'typeorm';

/** Audit events gain the actor's email, outcome, status, method, route and the aggregate count with the last time. */
export class AuditAggregation1795600000000 implements MigrationInterface {
  name = 'AuditAggregation1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_audit_events_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_audit_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_user_id" integer, "customer_id" integer, "action" varchar(60) NOT NULL, "target" varchar(200), "detail" text, "ip" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "actor_email" varchar(254), "outcome" varchar(10) NOT NULL DEFAULT (\'succeeded\'), "status" integer, "method" varchar(10), "route" varchar(200), "count" integer NOT NULL DEFAULT (1), "last_at" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_audit_events"("id", "actor_user_id", "customer_id", "action", "target", "detail", "ip", "created_at") SELECT "id", "actor_user_id", "customer_id", "action", "target", "detail", "ip", "created_at" FROM "audit_events"',
    );
    await queryRunner.query('DROP TABLE "audit_events"');
    await queryRunner.query('ALTER TABLE "temporary_audit_events" RENAME TO "audit_events"');
    await queryRunner.query('CREATE INDEX "ix_audit_events_created" ON "audit_events" ("created_at") ');
    await queryRunner.query('CREATE INDEX "ix_audit_events_action" ON "audit_events" ("action", "created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_audit_events_action"');
    await queryRunner.query('DROP INDEX "ix_audit_events_created"');
    await queryRunner.query('ALTER TABLE "audit_events" RENAME TO "temporary_audit_events"');
    await queryRunner.query(
      'CREATE TABLE "audit_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_user_id" integer, "customer_id" integer, "action" varchar(60) NOT NULL, "target" varchar(200), "detail" text, "ip" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "audit_events"("id", "actor_user_id", "customer_id", "action", "target", "detail", "ip", "created_at") SELECT "id", "actor_user_id", "customer_id", "action", "target", "detail", "ip", "created_at" FROM "temporary_audit_events"',
    );
    await queryRunner.query('DROP TABLE "temporary_audit_events"');
    await queryRunner.query('CREATE INDEX "ix_audit_events_created" ON "audit_events" ("created_at") ');
  }
}
