import { MigrationInterface, QueryRunner } from 'typeorm';

export class PendingRegistrationLanguage1796200000000 implements MigrationInterface {
  name = 'PendingRegistrationLanguage1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "pending_registrations" ADD COLUMN "language" varchar(2)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "pending_registrations" DROP COLUMN "language"');
  }
}
