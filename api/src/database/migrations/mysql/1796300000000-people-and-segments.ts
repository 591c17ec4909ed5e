import { MigrationInterface, QueryRunner } from 'typeorm';

/** People and segments (docs/features/people.md, docs/features/segments.md): the people directory, respondents' invited attributes, per-group answer totals and their snapshot. */
export class PeopleAndSegments1796300000000 implements MigrationInterface {
  name = 'PeopleAndSegments1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `insight_snapshot_segments` (`inquiry_id` int NOT NULL, `attribute` varchar(100) NOT NULL, `value` varchar(200) NOT NULL, `forms` int NOT NULL, `hidden` tinyint NOT NULL DEFAULT 0, `reason` varchar(20) NULL, `shown_forms` int NULL, PRIMARY KEY (`inquiry_id`, `attribute`, `value`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `insight_snapshot_segment_totals` (`inquiry_id` int NOT NULL, `attribute` varchar(100) NOT NULL, `value` varchar(200) NOT NULL, `is_custom_question` tinyint NOT NULL DEFAULT 0, `question_id` int NOT NULL, `answers` int NOT NULL DEFAULT '0', `sum_performance` int NOT NULL DEFAULT '0', `n_performance` int NOT NULL DEFAULT '0', `sum_sq_performance` int NOT NULL DEFAULT '0', `sum_importance` int NOT NULL DEFAULT '0', `n_importance` int NOT NULL DEFAULT '0', `sum_sq_importance` int NOT NULL DEFAULT '0', `sum_pair_diff` int NOT NULL DEFAULT '0', `n_pairs` int NOT NULL DEFAULT '0', `dk_performance` int NOT NULL DEFAULT '0', `dk_importance` int NOT NULL DEFAULT '0', PRIMARY KEY (`inquiry_id`, `attribute`, `value`, `is_custom_question`, `question_id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `people` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `email` varchar(254) NOT NULL, `first_name` varchar(100) NOT NULL DEFAULT '', `last_name` varchar(100) NOT NULL DEFAULT '', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_people_email` (`customer_id`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `person_attributes` (`person_id` int NOT NULL, `name` varchar(100) NOT NULL, `value` varchar(200) NOT NULL, `customer_id` int NOT NULL, INDEX `ix_person_attributes_value` (`customer_id`, `name`, `value`), PRIMARY KEY (`person_id`, `name`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `respondent_attributes` (`respondent_id` int NOT NULL, `name` varchar(100) NOT NULL, `value` varchar(200) NOT NULL, `inquiry_id` int NOT NULL, INDEX `ix_respondent_attributes_group` (`inquiry_id`, `name`, `value`), PRIMARY KEY (`respondent_id`, `name`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `segment_totals` (`inquiry_id` int NOT NULL, `attribute` varchar(100) NOT NULL, `value` varchar(200) NOT NULL, `is_custom_question` tinyint NOT NULL DEFAULT 0, `question_id` int NOT NULL, `answers` int NOT NULL DEFAULT '0', `sum_performance` int NOT NULL DEFAULT '0', `n_performance` int NOT NULL DEFAULT '0', `sum_sq_performance` int NOT NULL DEFAULT '0', `sum_importance` int NOT NULL DEFAULT '0', `n_importance` int NOT NULL DEFAULT '0', `sum_sq_importance` int NOT NULL DEFAULT '0', `sum_pair_diff` int NOT NULL DEFAULT '0', `n_pairs` int NOT NULL DEFAULT '0', `dk_performance` int NOT NULL DEFAULT '0', `dk_importance` int NOT NULL DEFAULT '0', PRIMARY KEY (`inquiry_id`, `attribute`, `value`, `is_custom_question`, `question_id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_segments` ADD CONSTRAINT `FK_9949fb5e6ea0dfe5d02958bd703` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_segment_totals` ADD CONSTRAINT `FK_7890208cabc449e1afa77f87a2a` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `people` ADD CONSTRAINT `FK_f948495f5c79dcefc40a1fd095b` FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `person_attributes` ADD CONSTRAINT `FK_e49e9546b0141898001f3a0f84d` FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `respondent_attributes` ADD CONSTRAINT `FK_e23eace327a42f6554f7cedc653` FOREIGN KEY (`respondent_id`) REFERENCES `respondents`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `segment_totals` ADD CONSTRAINT `FK_69d6bf335079d059ee1496ac6c9` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `segment_totals` DROP FOREIGN KEY `FK_69d6bf335079d059ee1496ac6c9`');
    await queryRunner.query('ALTER TABLE `respondent_attributes` DROP FOREIGN KEY `FK_e23eace327a42f6554f7cedc653`');
    await queryRunner.query('ALTER TABLE `person_attributes` DROP FOREIGN KEY `FK_e49e9546b0141898001f3a0f84d`');
    await queryRunner.query('ALTER TABLE `people` DROP FOREIGN KEY `FK_f948495f5c79dcefc40a1fd095b`');
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_segment_totals` DROP FOREIGN KEY `FK_7890208cabc449e1afa77f87a2a`',
    );
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_segments` DROP FOREIGN KEY `FK_9949fb5e6ea0dfe5d02958bd703`',
    );
    await queryRunner.query('DROP TABLE `segment_totals`');
    await queryRunner.query('DROP INDEX `ix_respondent_attributes_group` ON `respondent_attributes`');
    await queryRunner.query('DROP TABLE `respondent_attributes`');
    await queryRunner.query('DROP INDEX `ix_person_attributes_value` ON `person_attributes`');
    await queryRunner.query('DROP TABLE `person_attributes`');
    await queryRunner.query('DROP INDEX `uq_people_email` ON `people`');
    await queryRunner.query('DROP TABLE `people`');
    await queryRunner.query('DROP TABLE `insight_snapshot_segment_totals`');
    await queryRunner.query('DROP TABLE `insight_snapshot_segments`');
  }
}
