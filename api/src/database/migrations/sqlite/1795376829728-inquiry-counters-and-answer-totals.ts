import { MigrationInterface, QueryRunner } from 'typeorm';

export class InquiryCountersAndAnswerTotals1795376829728 implements MigrationInterface {
  name = 'InquiryCountersAndAnswerTotals1795376829728';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_survey_answers_inputs"');
    await queryRunner.query(
      'CREATE TABLE "answer_totals" ("inquiry_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "question_id" integer NOT NULL, "answers" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "n_performance" integer NOT NULL DEFAULT (0), "sum_importance" integer NOT NULL DEFAULT (0), "n_importance" integer NOT NULL DEFAULT (0), "sum_pair_diff" integer NOT NULL DEFAULT (0), "n_pairs" integer NOT NULL DEFAULT (0), "dk_performance" integer NOT NULL DEFAULT (0), "dk_importance" integer NOT NULL DEFAULT (0), PRIMARY KEY ("inquiry_id", "is_custom_question", "question_id"))',
    );
    await queryRunner.query('DROP INDEX "ix_inquiries_customer"');
    await queryRunner.query('DROP INDEX "ix_inquiries_inquiry_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_inquiries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_type_id" integer NOT NULL, "description" text NOT NULL, "created_by_user_id" integer NOT NULL, "recreated_from_id" integer, "no_of_participants" integer, "expiry_date" datetime, "is_customer_admin_respondent" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "intake_submitted_at" datetime, "respondents_added_at" datetime, "results_uploaded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "respondent_count" integer NOT NULL DEFAULT (0), "completed_count" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_fb2a576a63d8d1d90b7ec77a112" FOREIGN KEY ("created_by_user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_bff30005340d4749f909449a50c" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_688ada8378e9fd4f6381207792c" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_inquiries"("id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at") SELECT "id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at" FROM "inquiries"',
    );
    await queryRunner.query('DROP TABLE "inquiries"');
    await queryRunner.query('ALTER TABLE "temporary_inquiries" RENAME TO "inquiries"');
    await queryRunner.query('CREATE INDEX "ix_inquiries_customer" ON "inquiries" ("customer_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_inquiries_inquiry_type" ON "inquiries" ("inquiry_type_id") ');
    await queryRunner.query('DROP INDEX "uq_respondents_email"');
    await queryRunner.query('DROP INDEX "ix_respondents_inquiry_status"');
    await queryRunner.query('DROP INDEX "ix_respondents_user"');
    await queryRunner.query('DROP INDEX "ix_respondents_customer_email"');
    await queryRunner.query(
      'CREATE TABLE "temporary_respondents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "email" varchar(254) NOT NULL, "user_id" integer, "status" varchar(20) NOT NULL DEFAULT (\'pending\'), "submitted_at" datetime, "last_reminded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "position" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_380a99e6505ba512ddbd89322df" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_cfe4087029888fd1689f53b2d70" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_respondents"("id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at") SELECT "id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at" FROM "respondents"',
    );
    await queryRunner.query('DROP TABLE "respondents"');
    await queryRunner.query('ALTER TABLE "temporary_respondents" RENAME TO "respondents"');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_respondents_email" ON "respondents" ("inquiry_id", "email") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_inquiry_status" ON "respondents" ("inquiry_id", "status") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_user" ON "respondents" ("user_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_customer_email" ON "respondents" ("customer_id", "email") ');
    await queryRunner.query(
      'CREATE INDEX "ix_inquiries_customer_created" ON "inquiries" ("customer_id", "created_at", "id") ',
    );
    await queryRunner.query('CREATE INDEX "ix_inquiries_created" ON "inquiries" ("created_at", "id") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_position" ON "respondents" ("inquiry_id", "position") ');
    await queryRunner.query(
      'CREATE TABLE "temporary_answer_totals" ("inquiry_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "question_id" integer NOT NULL, "answers" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "n_performance" integer NOT NULL DEFAULT (0), "sum_importance" integer NOT NULL DEFAULT (0), "n_importance" integer NOT NULL DEFAULT (0), "sum_pair_diff" integer NOT NULL DEFAULT (0), "n_pairs" integer NOT NULL DEFAULT (0), "dk_performance" integer NOT NULL DEFAULT (0), "dk_importance" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_0efcd8c74c18765fc31f71c041b" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "is_custom_question", "question_id"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_answer_totals"("inquiry_id", "is_custom_question", "question_id", "answers", "sum_performance", "n_performance", "sum_importance", "n_importance", "sum_pair_diff", "n_pairs", "dk_performance", "dk_importance") SELECT "inquiry_id", "is_custom_question", "question_id", "answers", "sum_performance", "n_performance", "sum_importance", "n_importance", "sum_pair_diff", "n_pairs", "dk_performance", "dk_importance" FROM "answer_totals"',
    );
    await queryRunner.query('DROP TABLE "answer_totals"');
    await queryRunner.query('ALTER TABLE "temporary_answer_totals" RENAME TO "answer_totals"');
    // Existing data: number the respondents, count them, and total the answers of completed forms.
    await queryRunner.query(
      'UPDATE respondents SET position = p.n FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY inquiry_id ORDER BY id) AS n FROM respondents) AS p WHERE p.id = respondents.id',
    );
    await queryRunner.query(
      "INSERT INTO answer_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance, sum_pair_diff, n_pairs, dk_performance, dk_importance) SELECT a.inquiry_id, a.is_custom_question, a.question_id, COUNT(*), SUM(CASE WHEN a.performance > 0 THEN a.performance ELSE 0 END), SUM(CASE WHEN a.performance > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.importance > 0 THEN a.importance ELSE 0 END), SUM(CASE WHEN a.importance > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN a.importance - a.performance ELSE 0 END), SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.performance = 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.importance = 0 THEN 1 ELSE 0 END) FROM survey_answers a INNER JOIN respondents r ON r.id = a.respondent_id AND r.status = 'completed' WHERE a.performance IS NOT NULL OR a.importance IS NOT NULL GROUP BY a.inquiry_id, a.is_custom_question, a.question_id",
    );
    await queryRunner.query(
      "UPDATE inquiries SET respondent_count = (SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = inquiries.id), completed_count = (SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = inquiries.id AND r.status = 'completed')",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "answer_totals" RENAME TO "temporary_answer_totals"');
    await queryRunner.query(
      'CREATE TABLE "answer_totals" ("inquiry_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "question_id" integer NOT NULL, "answers" integer NOT NULL DEFAULT (0), "sum_performance" integer NOT NULL DEFAULT (0), "n_performance" integer NOT NULL DEFAULT (0), "sum_importance" integer NOT NULL DEFAULT (0), "n_importance" integer NOT NULL DEFAULT (0), "sum_pair_diff" integer NOT NULL DEFAULT (0), "n_pairs" integer NOT NULL DEFAULT (0), "dk_performance" integer NOT NULL DEFAULT (0), "dk_importance" integer NOT NULL DEFAULT (0), PRIMARY KEY ("inquiry_id", "is_custom_question", "question_id"))',
    );
    await queryRunner.query(
      'INSERT INTO "answer_totals"("inquiry_id", "is_custom_question", "question_id", "answers", "sum_performance", "n_performance", "sum_importance", "n_importance", "sum_pair_diff", "n_pairs", "dk_performance", "dk_importance") SELECT "inquiry_id", "is_custom_question", "question_id", "answers", "sum_performance", "n_performance", "sum_importance", "n_importance", "sum_pair_diff", "n_pairs", "dk_performance", "dk_importance" FROM "temporary_answer_totals"',
    );
    await queryRunner.query('DROP TABLE "temporary_answer_totals"');
    await queryRunner.query('DROP INDEX "ix_respondents_position"');
    await queryRunner.query('DROP INDEX "ix_inquiries_created"');
    await queryRunner.query('DROP INDEX "ix_inquiries_customer_created"');
    await queryRunner.query('DROP INDEX "ix_respondents_customer_email"');
    await queryRunner.query('DROP INDEX "ix_respondents_user"');
    await queryRunner.query('DROP INDEX "ix_respondents_inquiry_status"');
    await queryRunner.query('DROP INDEX "uq_respondents_email"');
    await queryRunner.query('ALTER TABLE "respondents" RENAME TO "temporary_respondents"');
    await queryRunner.query(
      'CREATE TABLE "respondents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "email" varchar(254) NOT NULL, "user_id" integer, "status" varchar(20) NOT NULL DEFAULT (\'pending\'), "submitted_at" datetime, "last_reminded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_380a99e6505ba512ddbd89322df" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_cfe4087029888fd1689f53b2d70" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "respondents"("id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at") SELECT "id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at" FROM "temporary_respondents"',
    );
    await queryRunner.query('DROP TABLE "temporary_respondents"');
    await queryRunner.query('CREATE INDEX "ix_respondents_customer_email" ON "respondents" ("customer_id", "email") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_user" ON "respondents" ("user_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_inquiry_status" ON "respondents" ("inquiry_id", "status") ');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_respondents_email" ON "respondents" ("inquiry_id", "email") ');
    await queryRunner.query('DROP INDEX "ix_inquiries_inquiry_type"');
    await queryRunner.query('DROP INDEX "ix_inquiries_customer"');
    await queryRunner.query('ALTER TABLE "inquiries" RENAME TO "temporary_inquiries"');
    await queryRunner.query(
      'CREATE TABLE "inquiries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_type_id" integer NOT NULL, "description" text NOT NULL, "created_by_user_id" integer NOT NULL, "recreated_from_id" integer, "no_of_participants" integer, "expiry_date" datetime, "is_customer_admin_respondent" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "intake_submitted_at" datetime, "respondents_added_at" datetime, "results_uploaded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_fb2a576a63d8d1d90b7ec77a112" FOREIGN KEY ("created_by_user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_bff30005340d4749f909449a50c" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_688ada8378e9fd4f6381207792c" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "inquiries"("id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at") SELECT "id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at" FROM "temporary_inquiries"',
    );
    await queryRunner.query('DROP TABLE "temporary_inquiries"');
    await queryRunner.query('CREATE INDEX "ix_inquiries_inquiry_type" ON "inquiries" ("inquiry_type_id") ');
    await queryRunner.query('CREATE INDEX "ix_inquiries_customer" ON "inquiries" ("customer_id", "id") ');
    await queryRunner.query('DROP TABLE "answer_totals"');
    await queryRunner.query(
      'CREATE INDEX "ix_survey_answers_inputs" ON "survey_answers" ("inquiry_id", "is_custom_question", "question_id", "respondent_id", "performance", "importance") ',
    );
  }
}
