import { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentAnalyses1796500000000 implements MigrationInterface {
  name = 'CommentAnalyses1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `comment_analyses` (`inquiry_id` int NOT NULL, `scope` varchar(10) NOT NULL, `marker` varchar(100) NOT NULL, `forms` int NOT NULL, `comments` int NOT NULL, `analysed_at` datetime NOT NULL, PRIMARY KEY (`inquiry_id`, `scope`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `comment_items` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `scope` varchar(10) NOT NULL, `answer_id` int NOT NULL, `respondent_id` int NOT NULL, `question_key` varchar(16) NOT NULL, `language` varchar(5) NOT NULL, `sentiment` double NULL, `themes` varchar(100) NOT NULL, `first_theme` int NOT NULL, `shuffle` int NOT NULL, INDEX `ix_comment_items_order` (`inquiry_id`, `scope`, `question_key`, `first_theme`, `shuffle`), INDEX `ix_comment_items_answer` (`answer_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `comment_themes` (`id` int NOT NULL AUTO_INCREMENT, `inquiry_id` int NOT NULL, `scope` varchar(10) NOT NULL, `question_key` varchar(16) NOT NULL, `rank` int NOT NULL, `label` varchar(120) NOT NULL, `count` int NOT NULL, `sentiment` double NULL, `examples` varchar(100) NOT NULL, UNIQUE INDEX `uq_comment_themes_rank` (`inquiry_id`, `scope`, `question_key`, `rank`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `comment_releases` (`inquiry_id` int NOT NULL, `released` tinyint NOT NULL DEFAULT 0, `changed_at` datetime NOT NULL, PRIMARY KEY (`inquiry_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `comment_analyses` ADD CONSTRAINT `FK_6c5bc8b96e093c716dd96179028` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `comment_items` ADD CONSTRAINT `FK_d9deb5d2b6e3bd54ee73a6a53a8` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `comment_themes` ADD CONSTRAINT `FK_d4147db52e3a89fe2ad85f69253` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `comment_releases` ADD CONSTRAINT `FK_b1cd38d30b6b08f04b42337d017` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `comment_releases` DROP FOREIGN KEY `FK_b1cd38d30b6b08f04b42337d017`');
    await queryRunner.query('ALTER TABLE `comment_themes` DROP FOREIGN KEY `FK_d4147db52e3a89fe2ad85f69253`');
    await queryRunner.query('ALTER TABLE `comment_items` DROP FOREIGN KEY `FK_d9deb5d2b6e3bd54ee73a6a53a8`');
    await queryRunner.query('ALTER TABLE `comment_analyses` DROP FOREIGN KEY `FK_6c5bc8b96e093c716dd96179028`');
    await queryRunner.query('DROP TABLE `comment_releases`');
    await queryRunner.query('DROP TABLE `comment_themes`');
    await queryRunner.query('DROP TABLE `comment_items`');
    await queryRunner.query('DROP TABLE `comment_analyses`');
  }
}
