import { MigrationInterface, QueryRunner } from 'typeorm';

/** The results studio's draft per inquiry (docs/features/results-studio.md). */
export class ResultDrafts1797500000000 implements MigrationInterface {
  name = 'ResultDrafts1797500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "result_drafts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "version" integer NOT NULL, "content" text NOT NULL, "customer_notified" boolean NOT NULL, "published_at" datetime, "updated_by_user_id" integer, "updated_at" datetime NOT NULL)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_result_drafts_inquiry" ON "result_drafts" ("inquiry_id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "uq_result_drafts_inquiry"');
    await queryRunner.query('DROP TABLE "result_drafts"');
  }
}
