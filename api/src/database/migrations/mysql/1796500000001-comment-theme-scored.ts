import { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentThemeScored1796500000001 implements MigrationInterface {
  name = 'CommentThemeScored1796500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `comment_themes` ADD `scored` int NOT NULL DEFAULT '0'");
    // Analyses stored before the column are made again on their next read.
    await queryRunner.query('DELETE FROM `comment_analyses`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `comment_themes` DROP COLUMN `scored`');
  }
}
