import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795326173672 implements MigrationInterface {
  name = 'InitialSchema1795326173672';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_user_id" integer, "customer_id" integer, "action" varchar(60) NOT NULL, "target" varchar(200), "detail" text, "ip" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_audit_events_created" ON "audit_events" ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "password_reset_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "code_hash" varchar(255) NOT NULL, "expires_at" datetime NOT NULL, "failed_attempts" integer NOT NULL DEFAULT (0), "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_password_reset_codes_user" ON "password_reset_codes" ("user_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "customers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "industry" varchar(200) NOT NULL DEFAULT (\'\'), "website" varchar(200) NOT NULL DEFAULT (\'\'), "address" varchar(200) NOT NULL DEFAULT (\'\'), "state" varchar(200) NOT NULL DEFAULT (\'\'), "city" varchar(200) NOT NULL DEFAULT (\'\'), "country" varchar(200) NOT NULL DEFAULT (\'\'), "years_in_business" varchar(50), "duration" varchar(10), "profit_or_non" varchar(200), "ownership_structure" varchar(200), "annual_revenue" varchar(50), "average_fte" varchar(50), "number_of_locations" varchar(50), "headquarter_address" varchar(200), "is_active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "deleted_at" datetime)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_customers_name" ON "customers" ("name") ');
    await queryRunner.query('CREATE INDEX "ix_customers_deleted_at" ON "customers" ("deleted_at") ');
    await queryRunner.query(
      'CREATE TABLE "inquiry_types" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "description" text NOT NULL, "is_active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer, "role" varchar(20) NOT NULL, "email" varchar(254) NOT NULL, "password_hash" varchar(255) NOT NULL, "first_name" varchar(200) NOT NULL, "last_name" varchar(200) NOT NULL, "designation" varchar(200) NOT NULL DEFAULT (\'\'), "is_admin" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "is_verified" boolean NOT NULL DEFAULT (0), "first_time_login" boolean NOT NULL DEFAULT (0), "token_version" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "deleted_at" datetime)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email") ');
    await queryRunner.query('CREATE INDEX "ix_users_customer" ON "users" ("customer_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "inquiries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_type_id" integer NOT NULL, "description" text NOT NULL, "created_by_user_id" integer NOT NULL, "recreated_from_id" integer, "no_of_participants" integer, "expiry_date" datetime, "is_customer_admin_respondent" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "intake_submitted_at" datetime, "respondents_added_at" datetime, "results_uploaded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_inquiries_inquiry_type" ON "inquiries" ("inquiry_type_id") ');
    await queryRunner.query('CREATE INDEX "ix_inquiries_customer" ON "inquiries" ("customer_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "custom_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "status" varchar(20), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "area" varchar(20) NOT NULL, "max_length" integer, "validation_regex" varchar(40), "rating_options" text, "checkbox_options" text)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_custom_questions_creator" ON "custom_questions" ("created_by_user_id", "id") ',
    );
    await queryRunner.query('CREATE INDEX "ix_custom_questions_inquiry" ON "custom_questions" ("inquiry_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "pathways" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "name" varchar(200) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_pathways_inquiry_type" ON "pathways" ("inquiry_type_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "diagnostic_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "pathway_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "area" varchar(20) NOT NULL, "max_length" integer, "validation_regex" varchar(40), "rating_options" text, "checkbox_options" text)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_diagnostic_questions_pathway" ON "diagnostic_questions" ("pathway_id", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "stored_files" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storage_key" varchar(200) NOT NULL, "original_name" varchar(255) NOT NULL, "content_type" varchar(120) NOT NULL, "size" integer NOT NULL, "kind" varchar(30) NOT NULL, "customer_id" integer, "inquiry_id" integer, "uploaded_by_user_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_stored_files_key" ON "stored_files" ("storage_key") ');
    await queryRunner.query(
      'CREATE INDEX "ix_stored_files_inquiry_kind" ON "stored_files" ("inquiry_id", "kind", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "findings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "area" varchar(20) NOT NULL, "detail" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_findings_inquiry_type" ON "findings" ("inquiry_type_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "intake_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "max_length" integer, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_intake_questions_inquiry_type" ON "intake_questions" ("inquiry_type_id", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "intake_answers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "intake_question_id" integer NOT NULL, "answer" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_intake_answers_question" ON "intake_answers" ("intake_question_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_intake_answers_question" ON "intake_answers" ("inquiry_id", "intake_question_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "respondents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "email" varchar(254) NOT NULL, "user_id" integer, "status" varchar(20) NOT NULL DEFAULT (\'pending\'), "submitted_at" datetime, "last_reminded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "ix_respondents_customer_email" ON "respondents" ("customer_id", "email") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_user" ON "respondents" ("user_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_inquiry_status" ON "respondents" ("inquiry_id", "status") ');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_respondents_email" ON "respondents" ("inquiry_id", "email") ');
    await queryRunner.query(
      'CREATE TABLE "outbound_mails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to" varchar(254) NOT NULL, "subject" varchar(300) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "status" varchar(10) NOT NULL DEFAULT (\'queued\'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "last_error" varchar(500), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "sent_at" datetime)',
    );
    await queryRunner.query('CREATE INDEX "ix_outbound_mails_due" ON "outbound_mails" ("status", "next_attempt_at") ');
    await queryRunner.query(
      'CREATE TABLE "recommendations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "detail" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_recommendations_inquiry_type" ON "recommendations" ("inquiry_type_id", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "result_advance_insights" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "position" integer NOT NULL, "area" varchar(20) NOT NULL, "text" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_result_advance_insights_inquiry" ON "result_advance_insights" ("inquiry_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "result_area_colors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "area" varchar(20) NOT NULL, "color" varchar(10) NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_result_area_colors_area" ON "result_area_colors" ("inquiry_id", "area") ',
    );
    await queryRunner.query(
      'CREATE TABLE "result_findings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "position" integer NOT NULL, "area" varchar(20) NOT NULL, "text" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_result_findings_inquiry" ON "result_findings" ("inquiry_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "result_inputs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "position" integer NOT NULL, "area" varchar(20) NOT NULL, "question" text NOT NULL, "average_rating" double NOT NULL, "average_value" double NOT NULL, "average_difference" double NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "ix_result_inputs_inquiry" ON "result_inputs" ("inquiry_id", "position") ');
    await queryRunner.query(
      'CREATE TABLE "result_recommendations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "position" integer NOT NULL, "detail" text NOT NULL, "level_of_focus" smallint NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_result_recommendations_inquiry" ON "result_recommendations" ("inquiry_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "result_roadmap_steps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "step" smallint NOT NULL, "title" varchar(200) NOT NULL, "brief_description" text NOT NULL, "detail" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_result_roadmap_steps_step" ON "result_roadmap_steps" ("inquiry_id", "step") ',
    );
    await queryRunner.query(
      'CREATE TABLE "roadmaps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "step1_title" varchar(200) NOT NULL, "step1_brief" text NOT NULL, "step1_detail" text NOT NULL, "step2_title" varchar(200) NOT NULL, "step2_brief" text NOT NULL, "step2_detail" text NOT NULL, "step3_title" varchar(200) NOT NULL, "step3_brief" text NOT NULL, "step3_detail" text NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "ix_roadmaps_inquiry_type" ON "roadmaps" ("inquiry_type_id", "id") ');
    await queryRunner.query(
      'CREATE TABLE "survey_answers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "respondent_id" integer NOT NULL, "inquiry_id" integer NOT NULL, "question_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "performance" smallint, "importance" smallint, "text_answer" text, "checkbox_answer" text, "file_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_survey_answers_inquiry_question" ON "survey_answers" ("inquiry_id", "is_custom_question", "question_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_survey_answers_question" ON "survey_answers" ("respondent_id", "is_custom_question", "question_id") ',
    );
    await queryRunner.query('DROP INDEX "uq_users_email"');
    await queryRunner.query('DROP INDEX "ix_users_customer"');
    await queryRunner.query(
      'CREATE TABLE "temporary_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer, "role" varchar(20) NOT NULL, "email" varchar(254) NOT NULL, "password_hash" varchar(255) NOT NULL, "first_name" varchar(200) NOT NULL, "last_name" varchar(200) NOT NULL, "designation" varchar(200) NOT NULL DEFAULT (\'\'), "is_admin" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "is_verified" boolean NOT NULL DEFAULT (0), "first_time_login" boolean NOT NULL DEFAULT (0), "token_version" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "deleted_at" datetime, CONSTRAINT "FK_c7bc1ffb56c570f42053fa7503b" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_users"("id", "customer_id", "role", "email", "password_hash", "first_name", "last_name", "designation", "is_admin", "is_active", "is_verified", "first_time_login", "token_version", "created_at", "updated_at", "deleted_at") SELECT "id", "customer_id", "role", "email", "password_hash", "first_name", "last_name", "designation", "is_admin", "is_active", "is_verified", "first_time_login", "token_version", "created_at", "updated_at", "deleted_at" FROM "users"',
    );
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('ALTER TABLE "temporary_users" RENAME TO "users"');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email") ');
    await queryRunner.query('CREATE INDEX "ix_users_customer" ON "users" ("customer_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_inquiries_inquiry_type"');
    await queryRunner.query('DROP INDEX "ix_inquiries_customer"');
    await queryRunner.query(
      'CREATE TABLE "temporary_inquiries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_type_id" integer NOT NULL, "description" text NOT NULL, "created_by_user_id" integer NOT NULL, "recreated_from_id" integer, "no_of_participants" integer, "expiry_date" datetime, "is_customer_admin_respondent" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "intake_submitted_at" datetime, "respondents_added_at" datetime, "results_uploaded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_688ada8378e9fd4f6381207792c" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_bff30005340d4749f909449a50c" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_fb2a576a63d8d1d90b7ec77a112" FOREIGN KEY ("created_by_user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_inquiries"("id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at") SELECT "id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at" FROM "inquiries"',
    );
    await queryRunner.query('DROP TABLE "inquiries"');
    await queryRunner.query('ALTER TABLE "temporary_inquiries" RENAME TO "inquiries"');
    await queryRunner.query('CREATE INDEX "ix_inquiries_inquiry_type" ON "inquiries" ("inquiry_type_id") ');
    await queryRunner.query('CREATE INDEX "ix_inquiries_customer" ON "inquiries" ("customer_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_custom_questions_creator"');
    await queryRunner.query('DROP INDEX "ix_custom_questions_inquiry"');
    await queryRunner.query(
      'CREATE TABLE "temporary_custom_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "status" varchar(20), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "area" varchar(20) NOT NULL, "max_length" integer, "validation_regex" varchar(40), "rating_options" text, "checkbox_options" text, CONSTRAINT "FK_8fbd57f07030838d3e5703952e0" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_b73f961c2b4316633ad30242d1c" FOREIGN KEY ("created_by_user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_custom_questions"("id", "inquiry_id", "customer_id", "created_by_user_id", "status", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options") SELECT "id", "inquiry_id", "customer_id", "created_by_user_id", "status", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options" FROM "custom_questions"',
    );
    await queryRunner.query('DROP TABLE "custom_questions"');
    await queryRunner.query('ALTER TABLE "temporary_custom_questions" RENAME TO "custom_questions"');
    await queryRunner.query(
      'CREATE INDEX "ix_custom_questions_creator" ON "custom_questions" ("created_by_user_id", "id") ',
    );
    await queryRunner.query('CREATE INDEX "ix_custom_questions_inquiry" ON "custom_questions" ("inquiry_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_pathways_inquiry_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_pathways" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "name" varchar(200) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_ab0f121a1df30d9f6a899ac7759" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_pathways"("id", "inquiry_type_id", "name", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "name", "created_at", "updated_at" FROM "pathways"',
    );
    await queryRunner.query('DROP TABLE "pathways"');
    await queryRunner.query('ALTER TABLE "temporary_pathways" RENAME TO "pathways"');
    await queryRunner.query('CREATE INDEX "ix_pathways_inquiry_type" ON "pathways" ("inquiry_type_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_diagnostic_questions_pathway"');
    await queryRunner.query(
      'CREATE TABLE "temporary_diagnostic_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "pathway_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "area" varchar(20) NOT NULL, "max_length" integer, "validation_regex" varchar(40), "rating_options" text, "checkbox_options" text, CONSTRAINT "FK_6bf01b2c097b81ebb5789ef47ea" FOREIGN KEY ("pathway_id") REFERENCES "pathways" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_diagnostic_questions"("id", "pathway_id", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options") SELECT "id", "pathway_id", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options" FROM "diagnostic_questions"',
    );
    await queryRunner.query('DROP TABLE "diagnostic_questions"');
    await queryRunner.query('ALTER TABLE "temporary_diagnostic_questions" RENAME TO "diagnostic_questions"');
    await queryRunner.query(
      'CREATE INDEX "ix_diagnostic_questions_pathway" ON "diagnostic_questions" ("pathway_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "ix_findings_inquiry_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_findings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "area" varchar(20) NOT NULL, "detail" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_e6d036f1ec81b342d111ac69139" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_findings"("id", "inquiry_type_id", "area", "detail", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "area", "detail", "created_at", "updated_at" FROM "findings"',
    );
    await queryRunner.query('DROP TABLE "findings"');
    await queryRunner.query('ALTER TABLE "temporary_findings" RENAME TO "findings"');
    await queryRunner.query('CREATE INDEX "ix_findings_inquiry_type" ON "findings" ("inquiry_type_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_intake_questions_inquiry_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_intake_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "max_length" integer, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_8e43454efc70b77719e62958b73" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_intake_questions"("id", "inquiry_type_id", "title", "type", "description", "max_length", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "title", "type", "description", "max_length", "created_at", "updated_at" FROM "intake_questions"',
    );
    await queryRunner.query('DROP TABLE "intake_questions"');
    await queryRunner.query('ALTER TABLE "temporary_intake_questions" RENAME TO "intake_questions"');
    await queryRunner.query(
      'CREATE INDEX "ix_intake_questions_inquiry_type" ON "intake_questions" ("inquiry_type_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "ix_intake_answers_question"');
    await queryRunner.query('DROP INDEX "uq_intake_answers_question"');
    await queryRunner.query(
      'CREATE TABLE "temporary_intake_answers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "intake_question_id" integer NOT NULL, "answer" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_83123f3e0d6c595e14124d1cdf1" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_1bf54ed21ebd7c6a33388d5381e" FOREIGN KEY ("intake_question_id") REFERENCES "intake_questions" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_intake_answers"("id", "inquiry_id", "intake_question_id", "answer", "created_at") SELECT "id", "inquiry_id", "intake_question_id", "answer", "created_at" FROM "intake_answers"',
    );
    await queryRunner.query('DROP TABLE "intake_answers"');
    await queryRunner.query('ALTER TABLE "temporary_intake_answers" RENAME TO "intake_answers"');
    await queryRunner.query('CREATE INDEX "ix_intake_answers_question" ON "intake_answers" ("intake_question_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_intake_answers_question" ON "intake_answers" ("inquiry_id", "intake_question_id") ',
    );
    await queryRunner.query('DROP INDEX "ix_respondents_customer_email"');
    await queryRunner.query('DROP INDEX "ix_respondents_user"');
    await queryRunner.query('DROP INDEX "ix_respondents_inquiry_status"');
    await queryRunner.query('DROP INDEX "uq_respondents_email"');
    await queryRunner.query(
      'CREATE TABLE "temporary_respondents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "email" varchar(254) NOT NULL, "user_id" integer, "status" varchar(20) NOT NULL DEFAULT (\'pending\'), "submitted_at" datetime, "last_reminded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_cfe4087029888fd1689f53b2d70" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_380a99e6505ba512ddbd89322df" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_respondents"("id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at") SELECT "id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at" FROM "respondents"',
    );
    await queryRunner.query('DROP TABLE "respondents"');
    await queryRunner.query('ALTER TABLE "temporary_respondents" RENAME TO "respondents"');
    await queryRunner.query('CREATE INDEX "ix_respondents_customer_email" ON "respondents" ("customer_id", "email") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_user" ON "respondents" ("user_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_inquiry_status" ON "respondents" ("inquiry_id", "status") ');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_respondents_email" ON "respondents" ("inquiry_id", "email") ');
    await queryRunner.query('DROP INDEX "ix_recommendations_inquiry_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_recommendations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "detail" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_56c2b23461b83b7f885574678d5" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_recommendations"("id", "inquiry_type_id", "detail", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "detail", "created_at", "updated_at" FROM "recommendations"',
    );
    await queryRunner.query('DROP TABLE "recommendations"');
    await queryRunner.query('ALTER TABLE "temporary_recommendations" RENAME TO "recommendations"');
    await queryRunner.query(
      'CREATE INDEX "ix_recommendations_inquiry_type" ON "recommendations" ("inquiry_type_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "ix_roadmaps_inquiry_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_roadmaps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "step1_title" varchar(200) NOT NULL, "step1_brief" text NOT NULL, "step1_detail" text NOT NULL, "step2_title" varchar(200) NOT NULL, "step2_brief" text NOT NULL, "step2_detail" text NOT NULL, "step3_title" varchar(200) NOT NULL, "step3_brief" text NOT NULL, "step3_detail" text NOT NULL, CONSTRAINT "FK_4eb7f359995671458ab675d8ac0" FOREIGN KEY ("inquiry_type_id") REFERENCES "inquiry_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_roadmaps"("id", "inquiry_type_id", "created_at", "updated_at", "step1_title", "step1_brief", "step1_detail", "step2_title", "step2_brief", "step2_detail", "step3_title", "step3_brief", "step3_detail") SELECT "id", "inquiry_type_id", "created_at", "updated_at", "step1_title", "step1_brief", "step1_detail", "step2_title", "step2_brief", "step2_detail", "step3_title", "step3_brief", "step3_detail" FROM "roadmaps"',
    );
    await queryRunner.query('DROP TABLE "roadmaps"');
    await queryRunner.query('ALTER TABLE "temporary_roadmaps" RENAME TO "roadmaps"');
    await queryRunner.query('CREATE INDEX "ix_roadmaps_inquiry_type" ON "roadmaps" ("inquiry_type_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_survey_answers_inquiry_question"');
    await queryRunner.query('DROP INDEX "uq_survey_answers_question"');
    await queryRunner.query(
      'CREATE TABLE "temporary_survey_answers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "respondent_id" integer NOT NULL, "inquiry_id" integer NOT NULL, "question_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "performance" smallint, "importance" smallint, "text_answer" text, "checkbox_answer" text, "file_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_2b9fc60c0e9481c8bee5e6359ca" FOREIGN KEY ("respondent_id") REFERENCES "respondents" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_survey_answers"("id", "respondent_id", "inquiry_id", "question_id", "is_custom_question", "performance", "importance", "text_answer", "checkbox_answer", "file_id", "updated_at") SELECT "id", "respondent_id", "inquiry_id", "question_id", "is_custom_question", "performance", "importance", "text_answer", "checkbox_answer", "file_id", "updated_at" FROM "survey_answers"',
    );
    await queryRunner.query('DROP TABLE "survey_answers"');
    await queryRunner.query('ALTER TABLE "temporary_survey_answers" RENAME TO "survey_answers"');
    await queryRunner.query(
      'CREATE INDEX "ix_survey_answers_inquiry_question" ON "survey_answers" ("inquiry_id", "is_custom_question", "question_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_survey_answers_question" ON "survey_answers" ("respondent_id", "is_custom_question", "question_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "uq_survey_answers_question"');
    await queryRunner.query('DROP INDEX "ix_survey_answers_inquiry_question"');
    await queryRunner.query('ALTER TABLE "survey_answers" RENAME TO "temporary_survey_answers"');
    await queryRunner.query(
      'CREATE TABLE "survey_answers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "respondent_id" integer NOT NULL, "inquiry_id" integer NOT NULL, "question_id" integer NOT NULL, "is_custom_question" boolean NOT NULL DEFAULT (0), "performance" smallint, "importance" smallint, "text_answer" text, "checkbox_answer" text, "file_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "survey_answers"("id", "respondent_id", "inquiry_id", "question_id", "is_custom_question", "performance", "importance", "text_answer", "checkbox_answer", "file_id", "updated_at") SELECT "id", "respondent_id", "inquiry_id", "question_id", "is_custom_question", "performance", "importance", "text_answer", "checkbox_answer", "file_id", "updated_at" FROM "temporary_survey_answers"',
    );
    await queryRunner.query('DROP TABLE "temporary_survey_answers"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_survey_answers_question" ON "survey_answers" ("respondent_id", "is_custom_question", "question_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_survey_answers_inquiry_question" ON "survey_answers" ("inquiry_id", "is_custom_question", "question_id") ',
    );
    await queryRunner.query('DROP INDEX "ix_roadmaps_inquiry_type"');
    await queryRunner.query('ALTER TABLE "roadmaps" RENAME TO "temporary_roadmaps"');
    await queryRunner.query(
      'CREATE TABLE "roadmaps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "step1_title" varchar(200) NOT NULL, "step1_brief" text NOT NULL, "step1_detail" text NOT NULL, "step2_title" varchar(200) NOT NULL, "step2_brief" text NOT NULL, "step2_detail" text NOT NULL, "step3_title" varchar(200) NOT NULL, "step3_brief" text NOT NULL, "step3_detail" text NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "roadmaps"("id", "inquiry_type_id", "created_at", "updated_at", "step1_title", "step1_brief", "step1_detail", "step2_title", "step2_brief", "step2_detail", "step3_title", "step3_brief", "step3_detail") SELECT "id", "inquiry_type_id", "created_at", "updated_at", "step1_title", "step1_brief", "step1_detail", "step2_title", "step2_brief", "step2_detail", "step3_title", "step3_brief", "step3_detail" FROM "temporary_roadmaps"',
    );
    await queryRunner.query('DROP TABLE "temporary_roadmaps"');
    await queryRunner.query('CREATE INDEX "ix_roadmaps_inquiry_type" ON "roadmaps" ("inquiry_type_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_recommendations_inquiry_type"');
    await queryRunner.query('ALTER TABLE "recommendations" RENAME TO "temporary_recommendations"');
    await queryRunner.query(
      'CREATE TABLE "recommendations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "detail" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "recommendations"("id", "inquiry_type_id", "detail", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "detail", "created_at", "updated_at" FROM "temporary_recommendations"',
    );
    await queryRunner.query('DROP TABLE "temporary_recommendations"');
    await queryRunner.query(
      'CREATE INDEX "ix_recommendations_inquiry_type" ON "recommendations" ("inquiry_type_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "uq_respondents_email"');
    await queryRunner.query('DROP INDEX "ix_respondents_inquiry_status"');
    await queryRunner.query('DROP INDEX "ix_respondents_user"');
    await queryRunner.query('DROP INDEX "ix_respondents_customer_email"');
    await queryRunner.query('ALTER TABLE "respondents" RENAME TO "temporary_respondents"');
    await queryRunner.query(
      'CREATE TABLE "respondents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "email" varchar(254) NOT NULL, "user_id" integer, "status" varchar(20) NOT NULL DEFAULT (\'pending\'), "submitted_at" datetime, "last_reminded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "respondents"("id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at") SELECT "id", "inquiry_id", "customer_id", "email", "user_id", "status", "submitted_at", "last_reminded_at", "created_at", "updated_at" FROM "temporary_respondents"',
    );
    await queryRunner.query('DROP TABLE "temporary_respondents"');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_respondents_email" ON "respondents" ("inquiry_id", "email") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_inquiry_status" ON "respondents" ("inquiry_id", "status") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_user" ON "respondents" ("user_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_respondents_customer_email" ON "respondents" ("customer_id", "email") ');
    await queryRunner.query('DROP INDEX "uq_intake_answers_question"');
    await queryRunner.query('DROP INDEX "ix_intake_answers_question"');
    await queryRunner.query('ALTER TABLE "intake_answers" RENAME TO "temporary_intake_answers"');
    await queryRunner.query(
      'CREATE TABLE "intake_answers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "intake_question_id" integer NOT NULL, "answer" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "intake_answers"("id", "inquiry_id", "intake_question_id", "answer", "created_at") SELECT "id", "inquiry_id", "intake_question_id", "answer", "created_at" FROM "temporary_intake_answers"',
    );
    await queryRunner.query('DROP TABLE "temporary_intake_answers"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_intake_answers_question" ON "intake_answers" ("inquiry_id", "intake_question_id") ',
    );
    await queryRunner.query('CREATE INDEX "ix_intake_answers_question" ON "intake_answers" ("intake_question_id") ');
    await queryRunner.query('DROP INDEX "ix_intake_questions_inquiry_type"');
    await queryRunner.query('ALTER TABLE "intake_questions" RENAME TO "temporary_intake_questions"');
    await queryRunner.query(
      'CREATE TABLE "intake_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "max_length" integer, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "intake_questions"("id", "inquiry_type_id", "title", "type", "description", "max_length", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "title", "type", "description", "max_length", "created_at", "updated_at" FROM "temporary_intake_questions"',
    );
    await queryRunner.query('DROP TABLE "temporary_intake_questions"');
    await queryRunner.query(
      'CREATE INDEX "ix_intake_questions_inquiry_type" ON "intake_questions" ("inquiry_type_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "ix_findings_inquiry_type"');
    await queryRunner.query('ALTER TABLE "findings" RENAME TO "temporary_findings"');
    await queryRunner.query(
      'CREATE TABLE "findings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "area" varchar(20) NOT NULL, "detail" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "findings"("id", "inquiry_type_id", "area", "detail", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "area", "detail", "created_at", "updated_at" FROM "temporary_findings"',
    );
    await queryRunner.query('DROP TABLE "temporary_findings"');
    await queryRunner.query('CREATE INDEX "ix_findings_inquiry_type" ON "findings" ("inquiry_type_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_diagnostic_questions_pathway"');
    await queryRunner.query('ALTER TABLE "diagnostic_questions" RENAME TO "temporary_diagnostic_questions"');
    await queryRunner.query(
      'CREATE TABLE "diagnostic_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "pathway_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "area" varchar(20) NOT NULL, "max_length" integer, "validation_regex" varchar(40), "rating_options" text, "checkbox_options" text)',
    );
    await queryRunner.query(
      'INSERT INTO "diagnostic_questions"("id", "pathway_id", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options") SELECT "id", "pathway_id", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options" FROM "temporary_diagnostic_questions"',
    );
    await queryRunner.query('DROP TABLE "temporary_diagnostic_questions"');
    await queryRunner.query(
      'CREATE INDEX "ix_diagnostic_questions_pathway" ON "diagnostic_questions" ("pathway_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "ix_pathways_inquiry_type"');
    await queryRunner.query('ALTER TABLE "pathways" RENAME TO "temporary_pathways"');
    await queryRunner.query(
      'CREATE TABLE "pathways" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_type_id" integer NOT NULL, "name" varchar(200) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "pathways"("id", "inquiry_type_id", "name", "created_at", "updated_at") SELECT "id", "inquiry_type_id", "name", "created_at", "updated_at" FROM "temporary_pathways"',
    );
    await queryRunner.query('DROP TABLE "temporary_pathways"');
    await queryRunner.query('CREATE INDEX "ix_pathways_inquiry_type" ON "pathways" ("inquiry_type_id", "id") ');
    await queryRunner.query('DROP INDEX "ix_custom_questions_inquiry"');
    await queryRunner.query('DROP INDEX "ix_custom_questions_creator"');
    await queryRunner.query('ALTER TABLE "custom_questions" RENAME TO "temporary_custom_questions"');
    await queryRunner.query(
      'CREATE TABLE "custom_questions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "created_by_user_id" integer NOT NULL, "status" varchar(20), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "title" varchar(200) NOT NULL, "type" varchar(20) NOT NULL, "description" text NOT NULL, "area" varchar(20) NOT NULL, "max_length" integer, "validation_regex" varchar(40), "rating_options" text, "checkbox_options" text)',
    );
    await queryRunner.query(
      'INSERT INTO "custom_questions"("id", "inquiry_id", "customer_id", "created_by_user_id", "status", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options") SELECT "id", "inquiry_id", "customer_id", "created_by_user_id", "status", "created_at", "updated_at", "title", "type", "description", "area", "max_length", "validation_regex", "rating_options", "checkbox_options" FROM "temporary_custom_questions"',
    );
    await queryRunner.query('DROP TABLE "temporary_custom_questions"');
    await queryRunner.query('CREATE INDEX "ix_custom_questions_inquiry" ON "custom_questions" ("inquiry_id", "id") ');
    await queryRunner.query(
      'CREATE INDEX "ix_custom_questions_creator" ON "custom_questions" ("created_by_user_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "ix_inquiries_customer"');
    await queryRunner.query('DROP INDEX "ix_inquiries_inquiry_type"');
    await queryRunner.query('ALTER TABLE "inquiries" RENAME TO "temporary_inquiries"');
    await queryRunner.query(
      'CREATE TABLE "inquiries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_type_id" integer NOT NULL, "description" text NOT NULL, "created_by_user_id" integer NOT NULL, "recreated_from_id" integer, "no_of_participants" integer, "expiry_date" datetime, "is_customer_admin_respondent" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "intake_submitted_at" datetime, "respondents_added_at" datetime, "results_uploaded_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "inquiries"("id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at") SELECT "id", "customer_id", "inquiry_type_id", "description", "created_by_user_id", "recreated_from_id", "no_of_participants", "expiry_date", "is_customer_admin_respondent", "is_active", "intake_submitted_at", "respondents_added_at", "results_uploaded_at", "created_at", "updated_at" FROM "temporary_inquiries"',
    );
    await queryRunner.query('DROP TABLE "temporary_inquiries"');
    await queryRunner.query('CREATE INDEX "ix_inquiries_customer" ON "inquiries" ("customer_id", "id") ');
    await queryRunner.query('CREATE INDEX "ix_inquiries_inquiry_type" ON "inquiries" ("inquiry_type_id") ');
    await queryRunner.query('DROP INDEX "ix_users_customer"');
    await queryRunner.query('DROP INDEX "uq_users_email"');
    await queryRunner.query('ALTER TABLE "users" RENAME TO "temporary_users"');
    await queryRunner.query(
      'CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer, "role" varchar(20) NOT NULL, "email" varchar(254) NOT NULL, "password_hash" varchar(255) NOT NULL, "first_name" varchar(200) NOT NULL, "last_name" varchar(200) NOT NULL, "designation" varchar(200) NOT NULL DEFAULT (\'\'), "is_admin" boolean NOT NULL DEFAULT (0), "is_active" boolean NOT NULL DEFAULT (1), "is_verified" boolean NOT NULL DEFAULT (0), "first_time_login" boolean NOT NULL DEFAULT (0), "token_version" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "deleted_at" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "users"("id", "customer_id", "role", "email", "password_hash", "first_name", "last_name", "designation", "is_admin", "is_active", "is_verified", "first_time_login", "token_version", "created_at", "updated_at", "deleted_at") SELECT "id", "customer_id", "role", "email", "password_hash", "first_name", "last_name", "designation", "is_admin", "is_active", "is_verified", "first_time_login", "token_version", "created_at", "updated_at", "deleted_at" FROM "temporary_users"',
    );
    await queryRunner.query('DROP TABLE "temporary_users"');
    await queryRunner.query('CREATE INDEX "ix_users_customer" ON "users" ("customer_id", "id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email") ');
    await queryRunner.query('DROP INDEX "uq_survey_answers_question"');
    await queryRunner.query('DROP INDEX "ix_survey_answers_inquiry_question"');
    await queryRunner.query('DROP TABLE "survey_answers"');
    await queryRunner.query('DROP INDEX "ix_roadmaps_inquiry_type"');
    await queryRunner.query('DROP TABLE "roadmaps"');
    await queryRunner.query('DROP INDEX "uq_result_roadmap_steps_step"');
    await queryRunner.query('DROP TABLE "result_roadmap_steps"');
    await queryRunner.query('DROP INDEX "ix_result_recommendations_inquiry"');
    await queryRunner.query('DROP TABLE "result_recommendations"');
    await queryRunner.query('DROP INDEX "ix_result_inputs_inquiry"');
    await queryRunner.query('DROP TABLE "result_inputs"');
    await queryRunner.query('DROP INDEX "ix_result_findings_inquiry"');
    await queryRunner.query('DROP TABLE "result_findings"');
    await queryRunner.query('DROP INDEX "uq_result_area_colors_area"');
    await queryRunner.query('DROP TABLE "result_area_colors"');
    await queryRunner.query('DROP INDEX "ix_result_advance_insights_inquiry"');
    await queryRunner.query('DROP TABLE "result_advance_insights"');
    await queryRunner.query('DROP INDEX "ix_recommendations_inquiry_type"');
    await queryRunner.query('DROP TABLE "recommendations"');
    await queryRunner.query('DROP INDEX "ix_outbound_mails_due"');
    await queryRunner.query('DROP TABLE "outbound_mails"');
    await queryRunner.query('DROP INDEX "uq_respondents_email"');
    await queryRunner.query('DROP INDEX "ix_respondents_inquiry_status"');
    await queryRunner.query('DROP INDEX "ix_respondents_user"');
    await queryRunner.query('DROP INDEX "ix_respondents_customer_email"');
    await queryRunner.query('DROP TABLE "respondents"');
    await queryRunner.query('DROP INDEX "uq_intake_answers_question"');
    await queryRunner.query('DROP INDEX "ix_intake_answers_question"');
    await queryRunner.query('DROP TABLE "intake_answers"');
    await queryRunner.query('DROP INDEX "ix_intake_questions_inquiry_type"');
    await queryRunner.query('DROP TABLE "intake_questions"');
    await queryRunner.query('DROP INDEX "ix_findings_inquiry_type"');
    await queryRunner.query('DROP TABLE "findings"');
    await queryRunner.query('DROP INDEX "ix_stored_files_inquiry_kind"');
    await queryRunner.query('DROP INDEX "uq_stored_files_key"');
    await queryRunner.query('DROP TABLE "stored_files"');
    await queryRunner.query('DROP INDEX "ix_diagnostic_questions_pathway"');
    await queryRunner.query('DROP TABLE "diagnostic_questions"');
    await queryRunner.query('DROP INDEX "ix_pathways_inquiry_type"');
    await queryRunner.query('DROP TABLE "pathways"');
    await queryRunner.query('DROP INDEX "ix_custom_questions_inquiry"');
    await queryRunner.query('DROP INDEX "ix_custom_questions_creator"');
    await queryRunner.query('DROP TABLE "custom_questions"');
    await queryRunner.query('DROP INDEX "ix_inquiries_customer"');
    await queryRunner.query('DROP INDEX "ix_inquiries_inquiry_type"');
    await queryRunner.query('DROP TABLE "inquiries"');
    await queryRunner.query('DROP INDEX "ix_users_customer"');
    await queryRunner.query('DROP INDEX "uq_users_email"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP TABLE "inquiry_types"');
    await queryRunner.query('DROP INDEX "ix_customers_deleted_at"');
    await queryRunner.query('DROP INDEX "uq_customers_name"');
    await queryRunner.query('DROP TABLE "customers"');
    await queryRunner.query('DROP INDEX "ix_password_reset_codes_user"');
    await queryRunner.query('DROP TABLE "password_reset_codes"');
    await queryRunner.query('DROP INDEX "ix_audit_events_created"');
    await queryRunner.query('DROP TABLE "audit_events"');
  }
}
