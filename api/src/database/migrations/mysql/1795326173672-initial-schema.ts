import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795326173672 implements MigrationInterface {
  name = 'InitialSchema1795326173672';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `audit_events` (`id` int NOT NULL AUTO_INCREMENT, `actor_user_id` int NULL, `customer_id` int NULL, `action` varchar(60) NOT NULL, `target` varchar(200) NULL, `detail` text NULL, `ip` varchar(64) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_audit_events_created` (`created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `password_reset_codes` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `code_hash` varchar(255) NOT NULL, `expires_at` datetime NOT NULL, `failed_attempts` int NOT NULL DEFAULT '0', `used_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_password_reset_codes_user` (`user_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `customers` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(200) NOT NULL, `industry` varchar(200) NOT NULL DEFAULT '', `website` varchar(200) NOT NULL DEFAULT '', `address` varchar(200) NOT NULL DEFAULT '', `state` varchar(200) NOT NULL DEFAULT '', `city` varchar(200) NOT NULL DEFAULT '', `country` varchar(200) NOT NULL DEFAULT '', `years_in_business` varchar(50) NULL, `duration` varchar(10) NULL, `profit_or_non` varchar(200) NULL, `ownership_structure` varchar(200) NULL, `annual_revenue` varchar(50) NULL, `average_fte` varchar(50) NULL, `number_of_locations` varchar(50) NULL, `headquarter_address` varchar(200) NULL, `is_active` tinyint NOT NULL DEFAULT 1, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `deleted_at` datetime(6) NULL, UNIQUE INDEX `uq_customers_name` (`name`), INDEX `ix_customers_deleted_at` (`deleted_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `inquiry_types` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(200) NOT NULL, `description` text NOT NULL, `is_active` tinyint NOT NULL DEFAULT 1, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NULL, `role` varchar(20) NOT NULL, `email` varchar(254) NOT NULL, `password_hash` varchar(255) NOT NULL, `first_name` varchar(200) NOT NULL, `last_name` varchar(200) NOT NULL, `designation` varchar(200) NOT NULL DEFAULT '', `is_admin` tinyint NOT NULL DEFAULT 0, `is_active` tinyint NOT NULL DEFAULT 1, `is_verified` tinyint NOT NULL DEFAULT 0, `first_time_login` tinyint NOT NULL DEFAULT 0, `token_version` int NOT NULL DEFAULT '0', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `deleted_at` datetime(6) NULL, UNIQUE INDEX `uq_users_email` (`email`), INDEX `ix_users_customer` (`customer_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `inquiries` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `inquiry_type_id` int NOT NULL, `description` text NOT NULL, `created_by_user_id` int NOT NULL, `recreated_from_id` int NULL, `no_of_participants` int NULL, `expiry_date` datetime NULL, `is_customer_admin_respondent` tinyint NOT NULL DEFAULT 0, `is_active` tinyint NOT NULL DEFAULT 1, `intake_submitted_at` datetime NULL, `respondents_added_at` datetime NULL, `results_uploaded_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_inquiries_inquiry_type` (`inquiry_type_id`), INDEX `ix_inquiries_customer` (`customer_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `custom_questions` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `customer_id` int NOT NULL, `created_by_user_id` int NOT NULL, `status` varchar(20) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `title` varchar(200) NOT NULL, `type` varchar(20) NOT NULL, `description` text NOT NULL, `area` varchar(20) NOT NULL, `max_length` int NULL, `validation_regex` varchar(40) NULL, `rating_options` text NULL, `checkbox_options` text NULL, INDEX `ix_custom_questions_creator` (`created_by_user_id`, `id`), INDEX `ix_custom_questions_inquiry` (`inquiry_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `pathways` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_type_id` int NOT NULL, `name` varchar(200) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_pathways_inquiry_type` (`inquiry_type_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `diagnostic_questions` (`id` int NOT NULL AUTO_INCREMENT, `pathway_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `title` varchar(200) NOT NULL, `type` varchar(20) NOT NULL, `description` text NOT NULL, `area` varchar(20) NOT NULL, `max_length` int NULL, `validation_regex` varchar(40) NULL, `rating_options` text NULL, `checkbox_options` text NULL, INDEX `ix_diagnostic_questions_pathway` (`pathway_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `stored_files` (`id` int NOT NULL AUTO_INCREMENT, `storage_key` varchar(200) NOT NULL, `original_name` varchar(255) NOT NULL, `content_type` varchar(120) NOT NULL, `size` int NOT NULL, `kind` varchar(30) NOT NULL, `customer_id` int NULL, `inquiry_id` int NULL, `uploaded_by_user_id` int NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_stored_files_key` (`storage_key`), INDEX `ix_stored_files_inquiry_kind` (`inquiry_id`, `kind`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `findings` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_type_id` int NOT NULL, `area` varchar(20) NOT NULL, `detail` text NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_findings_inquiry_type` (`inquiry_type_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `intake_questions` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_type_id` int NOT NULL, `title` varchar(200) NOT NULL, `type` varchar(20) NOT NULL, `description` text NOT NULL, `max_length` int NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_intake_questions_inquiry_type` (`inquiry_type_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `intake_answers` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `intake_question_id` int NOT NULL, `answer` text NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_intake_answers_question` (`intake_question_id`), UNIQUE INDEX `uq_intake_answers_question` (`inquiry_id`, `intake_question_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `respondents` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `customer_id` int NOT NULL, `email` varchar(254) NOT NULL, `user_id` int NULL, `status` varchar(20) NOT NULL DEFAULT 'pending', `submitted_at` datetime NULL, `last_reminded_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_respondents_customer_email` (`customer_id`, `email`), INDEX `ix_respondents_user` (`user_id`, `id`), INDEX `ix_respondents_inquiry_status` (`inquiry_id`, `status`), UNIQUE INDEX `uq_respondents_email` (`inquiry_id`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `outbound_mails` (`id` int NOT NULL AUTO_INCREMENT, `to` varchar(254) NOT NULL, `subject` varchar(300) NOT NULL, `text` text NOT NULL, `html` text NOT NULL, `status` varchar(10) NOT NULL DEFAULT 'queued', `attempts` int NOT NULL DEFAULT '0', `next_attempt_at` datetime NOT NULL, `last_error` varchar(500) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `sent_at` datetime NULL, INDEX `ix_outbound_mails_due` (`status`, `next_attempt_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `recommendations` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_type_id` int NOT NULL, `detail` text NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_recommendations_inquiry_type` (`inquiry_type_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `result_advance_insights` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `position` int NOT NULL, `area` varchar(20) NOT NULL, `text` text NOT NULL, INDEX `ix_result_advance_insights_inquiry` (`inquiry_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `result_area_colors` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `area` varchar(20) NOT NULL, `color` varchar(10) NOT NULL, UNIQUE INDEX `uq_result_area_colors_area` (`inquiry_id`, `area`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `result_findings` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `position` int NOT NULL, `area` varchar(20) NOT NULL, `text` text NOT NULL, INDEX `ix_result_findings_inquiry` (`inquiry_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `result_inputs` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `position` int NOT NULL, `area` varchar(20) NOT NULL, `question` text NOT NULL, `average_rating` double NOT NULL, `average_value` double NOT NULL, `average_difference` double NOT NULL, INDEX `ix_result_inputs_inquiry` (`inquiry_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `result_recommendations` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `position` int NOT NULL, `detail` text NOT NULL, `level_of_focus` smallint NOT NULL, INDEX `ix_result_recommendations_inquiry` (`inquiry_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `result_roadmap_steps` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `step` smallint NOT NULL, `title` varchar(200) NOT NULL, `brief_description` text NOT NULL, `detail` text NOT NULL, UNIQUE INDEX `uq_result_roadmap_steps_step` (`inquiry_id`, `step`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `roadmaps` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_type_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `step1_title` varchar(200) NOT NULL, `step1_brief` text NOT NULL, `step1_detail` text NOT NULL, `step2_title` varchar(200) NOT NULL, `step2_brief` text NOT NULL, `step2_detail` text NOT NULL, `step3_title` varchar(200) NOT NULL, `step3_brief` text NOT NULL, `step3_detail` text NOT NULL, INDEX `ix_roadmaps_inquiry_type` (`inquiry_type_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `survey_answers` (`id` int NOT NULL AUTO_INCREMENT, `respondent_id` int NOT NULL, `inquiry_id` int NOT NULL, `question_id` int NOT NULL, `is_custom_question` tinyint NOT NULL DEFAULT 0, `performance` smallint NULL, `importance` smallint NULL, `text_answer` text NULL, `checkbox_answer` text NULL, `file_id` int NULL, `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_survey_answers_inquiry_question` (`inquiry_id`, `is_custom_question`, `question_id`), UNIQUE INDEX `uq_survey_answers_question` (`respondent_id`, `is_custom_question`, `question_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `users` ADD CONSTRAINT `FK_c7bc1ffb56c570f42053fa7503b` FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `inquiries` ADD CONSTRAINT `FK_688ada8378e9fd4f6381207792c` FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `inquiries` ADD CONSTRAINT `FK_bff30005340d4749f909449a50c` FOREIGN KEY (`inquiry_type_id`) REFERENCES `inquiry_types`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `inquiries` ADD CONSTRAINT `FK_fb2a576a63d8d1d90b7ec77a112` FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `custom_questions` ADD CONSTRAINT `FK_8fbd57f07030838d3e5703952e0` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `custom_questions` ADD CONSTRAINT `FK_b73f961c2b4316633ad30242d1c` FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `pathways` ADD CONSTRAINT `FK_ab0f121a1df30d9f6a899ac7759` FOREIGN KEY (`inquiry_type_id`) REFERENCES `inquiry_types`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `diagnostic_questions` ADD CONSTRAINT `FK_6bf01b2c097b81ebb5789ef47ea` FOREIGN KEY (`pathway_id`) REFERENCES `pathways`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `findings` ADD CONSTRAINT `FK_e6d036f1ec81b342d111ac69139` FOREIGN KEY (`inquiry_type_id`) REFERENCES `inquiry_types`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `intake_questions` ADD CONSTRAINT `FK_8e43454efc70b77719e62958b73` FOREIGN KEY (`inquiry_type_id`) REFERENCES `inquiry_types`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `intake_answers` ADD CONSTRAINT `FK_83123f3e0d6c595e14124d1cdf1` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `intake_answers` ADD CONSTRAINT `FK_1bf54ed21ebd7c6a33388d5381e` FOREIGN KEY (`intake_question_id`) REFERENCES `intake_questions`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `respondents` ADD CONSTRAINT `FK_cfe4087029888fd1689f53b2d70` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `respondents` ADD CONSTRAINT `FK_380a99e6505ba512ddbd89322df` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `recommendations` ADD CONSTRAINT `FK_56c2b23461b83b7f885574678d5` FOREIGN KEY (`inquiry_type_id`) REFERENCES `inquiry_types`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `roadmaps` ADD CONSTRAINT `FK_4eb7f359995671458ab675d8ac0` FOREIGN KEY (`inquiry_type_id`) REFERENCES `inquiry_types`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `survey_answers` ADD CONSTRAINT `FK_2b9fc60c0e9481c8bee5e6359ca` FOREIGN KEY (`respondent_id`) REFERENCES `respondents`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `survey_answers` DROP FOREIGN KEY `FK_2b9fc60c0e9481c8bee5e6359ca`');
    await queryRunner.query('ALTER TABLE `roadmaps` DROP FOREIGN KEY `FK_4eb7f359995671458ab675d8ac0`');
    await queryRunner.query('ALTER TABLE `recommendations` DROP FOREIGN KEY `FK_56c2b23461b83b7f885574678d5`');
    await queryRunner.query('ALTER TABLE `respondents` DROP FOREIGN KEY `FK_380a99e6505ba512ddbd89322df`');
    await queryRunner.query('ALTER TABLE `respondents` DROP FOREIGN KEY `FK_cfe4087029888fd1689f53b2d70`');
    await queryRunner.query('ALTER TABLE `intake_answers` DROP FOREIGN KEY `FK_1bf54ed21ebd7c6a33388d5381e`');
    await queryRunner.query('ALTER TABLE `intake_answers` DROP FOREIGN KEY `FK_83123f3e0d6c595e14124d1cdf1`');
    await queryRunner.query('ALTER TABLE `intake_questions` DROP FOREIGN KEY `FK_8e43454efc70b77719e62958b73`');
    await queryRunner.query('ALTER TABLE `findings` DROP FOREIGN KEY `FK_e6d036f1ec81b342d111ac69139`');
    await queryRunner.query('ALTER TABLE `diagnostic_questions` DROP FOREIGN KEY `FK_6bf01b2c097b81ebb5789ef47ea`');
    await queryRunner.query('ALTER TABLE `pathways` DROP FOREIGN KEY `FK_ab0f121a1df30d9f6a899ac7759`');
    await queryRunner.query('ALTER TABLE `custom_questions` DROP FOREIGN KEY `FK_b73f961c2b4316633ad30242d1c`');
    await queryRunner.query('ALTER TABLE `custom_questions` DROP FOREIGN KEY `FK_8fbd57f07030838d3e5703952e0`');
    await queryRunner.query('ALTER TABLE `inquiries` DROP FOREIGN KEY `FK_fb2a576a63d8d1d90b7ec77a112`');
    await queryRunner.query('ALTER TABLE `inquiries` DROP FOREIGN KEY `FK_bff30005340d4749f909449a50c`');
    await queryRunner.query('ALTER TABLE `inquiries` DROP FOREIGN KEY `FK_688ada8378e9fd4f6381207792c`');
    await queryRunner.query('ALTER TABLE `users` DROP FOREIGN KEY `FK_c7bc1ffb56c570f42053fa7503b`');
    await queryRunner.query('DROP INDEX `uq_survey_answers_question` ON `survey_answers`');
    await queryRunner.query('DROP INDEX `ix_survey_answers_inquiry_question` ON `survey_answers`');
    await queryRunner.query('DROP TABLE `survey_answers`');
    await queryRunner.query('DROP INDEX `ix_roadmaps_inquiry_type` ON `roadmaps`');
    await queryRunner.query('DROP TABLE `roadmaps`');
    await queryRunner.query('DROP INDEX `uq_result_roadmap_steps_step` ON `result_roadmap_steps`');
    await queryRunner.query('DROP TABLE `result_roadmap_steps`');
    await queryRunner.query('DROP INDEX `ix_result_recommendations_inquiry` ON `result_recommendations`');
    await queryRunner.query('DROP TABLE `result_recommendations`');
    await queryRunner.query('DROP INDEX `ix_result_inputs_inquiry` ON `result_inputs`');
    await queryRunner.query('DROP TABLE `result_inputs`');
    await queryRunner.query('DROP INDEX `ix_result_findings_inquiry` ON `result_findings`');
    await queryRunner.query('DROP TABLE `result_findings`');
    await queryRunner.query('DROP INDEX `uq_result_area_colors_area` ON `result_area_colors`');
    await queryRunner.query('DROP TABLE `result_area_colors`');
    await queryRunner.query('DROP INDEX `ix_result_advance_insights_inquiry` ON `result_advance_insights`');
    await queryRunner.query('DROP TABLE `result_advance_insights`');
    await queryRunner.query('DROP INDEX `ix_recommendations_inquiry_type` ON `recommendations`');
    await queryRunner.query('DROP TABLE `recommendations`');
    await queryRunner.query('DROP INDEX `ix_outbound_mails_due` ON `outbound_mails`');
    await queryRunner.query('DROP TABLE `outbound_mails`');
    await queryRunner.query('DROP INDEX `uq_respondents_email` ON `respondents`');
    await queryRunner.query('DROP INDEX `ix_respondents_inquiry_status` ON `respondents`');
    await queryRunner.query('DROP INDEX `ix_respondents_user` ON `respondents`');
    await queryRunner.query('DROP INDEX `ix_respondents_customer_email` ON `respondents`');
    await queryRunner.query('DROP TABLE `respondents`');
    await queryRunner.query('DROP INDEX `uq_intake_answers_question` ON `intake_answers`');
    await queryRunner.query('DROP INDEX `ix_intake_answers_question` ON `intake_answers`');
    await queryRunner.query('DROP TABLE `intake_answers`');
    await queryRunner.query('DROP INDEX `ix_intake_questions_inquiry_type` ON `intake_questions`');
    await queryRunner.query('DROP TABLE `intake_questions`');
    await queryRunner.query('DROP INDEX `ix_findings_inquiry_type` ON `findings`');
    await queryRunner.query('DROP TABLE `findings`');
    await queryRunner.query('DROP INDEX `ix_stored_files_inquiry_kind` ON `stored_files`');
    await queryRunner.query('DROP INDEX `uq_stored_files_key` ON `stored_files`');
    await queryRunner.query('DROP TABLE `stored_files`');
    await queryRunner.query('DROP INDEX `ix_diagnostic_questions_pathway` ON `diagnostic_questions`');
    await queryRunner.query('DROP TABLE `diagnostic_questions`');
    await queryRunner.query('DROP INDEX `ix_pathways_inquiry_type` ON `pathways`');
    await queryRunner.query('DROP TABLE `pathways`');
    await queryRunner.query('DROP INDEX `ix_custom_questions_inquiry` ON `custom_questions`');
    await queryRunner.query('DROP INDEX `ix_custom_questions_creator` ON `custom_questions`');
    await queryRunner.query('DROP TABLE `custom_questions`');
    await queryRunner.query('DROP INDEX `ix_inquiries_customer` ON `inquiries`');
    await queryRunner.query('DROP INDEX `ix_inquiries_inquiry_type` ON `inquiries`');
    await queryRunner.query('DROP TABLE `inquiries`');
    await queryRunner.query('DROP INDEX `ix_users_customer` ON `users`');
    await queryRunner.query('DROP INDEX `uq_users_email` ON `users`');
    await queryRunner.query('DROP TABLE `users`');
    await queryRunner.query('DROP TABLE `inquiry_types`');
    await queryRunner.query('DROP INDEX `ix_customers_deleted_at` ON `customers`');
    await queryRunner.query('DROP INDEX `uq_customers_name` ON `customers`');
    await queryRunner.query('DROP TABLE `customers`');
    await queryRunner.query('DROP INDEX `ix_password_reset_codes_user` ON `password_reset_codes`');
    await queryRunner.query('DROP TABLE `password_reset_codes`');
    await queryRunner.query('DROP INDEX `ix_audit_events_created` ON `audit_events`');
    await queryRunner.query('DROP TABLE `audit_events`');
  }
}
