import { MigrationInterface, QueryRunner } from 'typeorm';

/** Heavy work a request starts and answers at once with a job the apps follow (docs/architecture.md, "Jobs"). */
export class Jobs1797400000000 implements MigrationInterface {
  name = 'Jobs1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "jobs" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "customer_id" integer, "kind" varchar(40) NOT NULL, "status" varchar(12) NOT NULL, "progress" double NOT NULL, "result" text, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "heartbeat_at" datetime NOT NULL, "finished_at" datetime)',
    );
    await queryRunner.query('CREATE INDEX "ix_jobs_user_created" ON "jobs" ("user_id", "created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_jobs_user_created"');
    await queryRunner.query('DROP TABLE "jobs"');
  }
}
