import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentTranslationsAndUserLanguage1795493209483 implements MigrationInterface {
  name = 'ContentTranslationsAndUserLanguage1795493209483';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `content_translations` (`kind` varchar(30) NOT NULL, `item_id` int NOT NULL, `field` varchar(40) NOT NULL, `language` varchar(5) NOT NULL, `text` text NOT NULL, `customer_id` int NULL, `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_content_translations_language` (`language`, `kind`), PRIMARY KEY (`kind`, `item_id`, `field`, `language`)) ENGINE=InnoDB',
    );
    await queryRunner.query('ALTER TABLE `users` ADD `language` varchar(5) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `language`');
    await queryRunner.query('DROP INDEX `ix_content_translations_language` ON `content_translations`');
    await queryRunner.query('DROP TABLE `content_translations`');
  }
}
