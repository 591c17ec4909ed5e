import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailLanguages1796000000000 implements MigrationInterface {
  name = 'MailLanguages1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "customers" ADD COLUMN "language" varchar(5)');
    await queryRunner.query('ALTER TABLE "respondents" ADD COLUMN "language" varchar(5)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "respondents" DROP COLUMN "language"');
    await queryRunner.query('ALTER TABLE "customers" DROP COLUMN "language"');
  }
}
