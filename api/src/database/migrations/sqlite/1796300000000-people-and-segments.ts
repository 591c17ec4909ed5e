import { MigrationInterface, QueryRunner } from 'typeorm';

/** People and segments (docs/features/people.md, docs/features/segments.md): the people directory, respondents' invited attributes, per-group answer totals and their snapshot. */
export class PeopleAndSegments1796300000000 implements MigrationInterface {
  name = 'PeopleAndSegments1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "insight_snapshot_segments" ("inquiry_id" integer NOT NULL, "attribute" varchar(100) NOT NULL, "value" varchar(200) NOT NULL, "forms" integer NOT NULL, "hidden" boolean NOT NULL DEFAULT (0), "reason" varchar(20), "shown_forms" integer, CONSTRAINT "FK_9949fb5e6ea0dfe5d02958bd703" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "attribute", "value"))',
    );
    await queryRunner.query(
      'CREATE TABLE "insight_snapshot_segment_totals" ("inquiry_id" integer NOT NULL, "attribute" varchar(100) NOT NULL, "value" varchar(200) NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "question_id" integer NOT NULL, "answers" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "n_performance" integer NOT NULL DEFAULT (0), "sum_sq_performance" integer NOT NULL DEFAULT (0), "sum_importance" integer NOT NULL DEFAULT (0), "n_importance" integer NOT NULL DEFAULT (0), "sum_sq_importance" integer NOT NULL DEFAULT (0), "sum_pair_diff" integer NOT NULL DEFAULT (0), "n_pairs" integer NOT NULL DEFAULT (0), "dk_performance" integer NOT NULL DEFAULT (0), "dk_importance" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_7890208cabc449e1afa77f87a2a" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "attribute", "value", "is_custom_question", "question_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "people" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "email" varchar(254) NOT NULL, "first_name" varchar(100) NOT NULL DEFAULT (\'\'), "last_name" varchar(100) NOT NULL DEFAULT (\'\'), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_f948495f5c79dcefc40a1fd095b" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_people_email" ON "people" ("customer_id", "email")');
    await queryRunner.query(
      'CREATE TABLE "person_attributes" ("person_id" integer NOT NULL, "name" varchar(100) NOT NULL, "value" varchar(200) NOT NULL, "customer_id" integer NOT NULL, CONSTRAINT "FK_e49e9546b0141898001f3a0f84d" FOREIGN KEY ("person_id") REFERENCES "people" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("person_id", "name"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_person_attributes_value" ON "person_attributes" ("customer_id", "name", "value")',
    );
    await queryRunner.query(
      'CREATE TABLE "respondent_attributes" ("respondent_id" integer NOT NULL, "name" varchar(100) NOT NULL, "value" varchar(200) NOT NULL, "inquiry_id" integer NOT NULL, CONSTRAINT "FK_e23eace327a42f6554f7cedc653" FOREIGN KEY ("respondent_id") REFERENCES "respondents" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("respondent_id", "name"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_respondent_attributes_group" ON "respondent_attributes" ("inquiry_id", "name", "value")',
    );
    await queryRunner.query(
      'CREATE TABLE "segment_totals" ("inquiry_id" integer NOT NULL, "attribute" varchar(100) NOT NULL, "value" varchar(200) NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "question_id" integer NOT NULL, "answers" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "n_performance" integer NOT NULL DEFAULT (0), "sum_sq_performance" integer NOT NULL DEFAULT (0), "sum_importance" integer NOT NULL DEFAULT (0), "n_importance" integer NOT NULL DEFAULT (0), "sum_sq_importance" integer NOT NULL DEFAULT (0), "sum_pair_diff" integer NOT NULL DEFAULT (0), "n_pairs" integer NOT NULL DEFAULT (0), "dk_performance" integer NOT NULL DEFAULT (0), "dk_importance" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_69d6bf335079d059ee1496ac6c9" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "attribute", "value", "is_custom_question", "question_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "segment_totals"');
    await queryRunner.query('DROP INDEX "ix_respondent_attributes_group"');
    await queryRunner.query('DROP TABLE "respondent_attributes"');
    await queryRunner.query('DROP INDEX "ix_person_attributes_value"');
    await queryRunner.query('DROP TABLE "person_attributes"');
    await queryRunner.query('DROP INDEX "uq_people_email"');
    await queryRunner.query('DROP TABLE "people"');
    await queryRunner.query('DROP TABLE "insight_snapshot_segment_totals"');
    await queryRunner.query('DROP TABLE "insight_snapshot_segments"');
  }
}
