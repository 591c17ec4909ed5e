import { MigrationInterface, QueryRunner } from 'typeorm';

/** Invitation secrets are kept sealed beside their hash, so reminders mail the link the invitee already holds. */
export class InvitationKeySealed1797300000000 implements MigrationInterface {
  name = 'InvitationKeySealed1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondents` ADD `invitation_key_sealed` varchar(160) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondents` DROP COLUMN `invitation_key_sealed`');
  }
}
