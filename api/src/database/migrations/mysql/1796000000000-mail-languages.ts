import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailLanguages1796000000000 implements MigrationInterface {
  name = 'MailLanguages1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `customers` ADD `language` varchar(5) NULL');
    await queryRunner.query('ALTER TABLE `respondents` ADD `language` varchar(5) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondents` DROP COLUMN `language`');
    await queryRunner.query('ALTER TABLE `customers` DROP COLUMN `language`');
  }
}
