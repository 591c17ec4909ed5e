import { MigrationInterface, QueryRunner } from 'typeorm';

export class RespondentInvitationKey1795400000000 implements MigrationInterface {
  name = 'RespondentInvitationKey1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondents` ADD `invitation_key_hash` varchar(64) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondents` DROP COLUMN `invitation_key_hash`');
  }
}
