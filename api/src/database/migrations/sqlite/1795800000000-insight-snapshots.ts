import { MigrationInterface, QueryRunner } from 'typeorm';

export class InsightSnapshots1795800000000 implements MigrationInterface {
  name = 'InsightSnapshots1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "insight_snapshots" ("inquiry_id" integer PRIMARY KEY NOT NULL, "forms" integer NOT NULL, "taken_at" datetime NOT NULL, "reason" varchar(20) NOT NULL, CONSTRAINT "FK_eabd2f3bf57102f809de3ced337" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE TABLE "insight_snapshot_totals" ("inquiry_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "question_id" integer NOT NULL, "answers" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "n_performance" integer NOT NULL DEFAULT (0), "sum_importance" integer NOT NULL DEFAULT (0), "n_importance" integer NOT NULL DEFAULT (0), "sum_pair_diff" integer NOT NULL DEFAULT (0), "n_pairs" integer NOT NULL DEFAULT (0), "dk_performance" integer NOT NULL DEFAULT (0), "dk_importance" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_94d6c061d5815b2af09ea9f0029" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "is_custom_question", "question_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "insight_snapshot_totals"');
    await queryRunner.query('DROP TABLE "insight_snapshots"');
  }
}
