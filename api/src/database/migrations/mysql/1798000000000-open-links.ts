import { MigrationInterface, QueryRunner } from 'typeorm';

/** Open links of inquiries, the browsers that answer through them, and the respondents they made (unverified). */
export class OpenLinks1798000000000 implements MigrationInterface {
  name = 'OpenLinks1798000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `open_links` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `customer_id` int NOT NULL, `token` varchar(64) NOT NULL, `group_questions` text NOT NULL, `created_by_user_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `revoked_at` datetime NULL, UNIQUE INDEX `ux_open_links_token` (`token`), INDEX `ix_open_links_inquiry` (`inquiry_id`, `revoked_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `open_link_respondents` (`respondent_id` int NOT NULL, `open_link_id` int NOT NULL, `user_id` int NOT NULL, `browser_key_hash` varchar(64) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `ux_open_link_respondents_key` (`browser_key_hash`), INDEX `ix_open_link_respondents_link` (`open_link_id`), PRIMARY KEY (`respondent_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `open_link_respondents` ADD CONSTRAINT `FK_open_link_respondents_respondent` FOREIGN KEY (`respondent_id`) REFERENCES `respondents`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE `respondents` ADD `unverified` tinyint NOT NULL DEFAULT 0');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondents` DROP COLUMN `unverified`');
    await queryRunner.query(
      'ALTER TABLE `open_link_respondents` DROP FOREIGN KEY `FK_open_link_respondents_respondent`',
    );
    await queryRunner.query('DROP TABLE `open_link_respondents`');
    await queryRunner.query('DROP TABLE `open_links`');
  }
}
