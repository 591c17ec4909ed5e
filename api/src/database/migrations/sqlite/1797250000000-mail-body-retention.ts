import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailBodyRetention1797250000000 implements MigrationInterface {
  name = 'MailBodyRetention1797250000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "outbound_mails" ADD COLUMN "body_kept_until" datetime');
    await queryRunner.query(
      'CREATE INDEX "ix_outbound_mails_body_kept_until" ON "outbound_mails" ("body_kept_until") ',
    );
    // Mails sent or given up before the upgrade are blanked by the worker's first round.
    await queryRunner.query(
      'UPDATE "outbound_mails" SET "body_kept_until" = datetime(\'now\') WHERE "status" IN (\'sent\', \'failed\')',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_outbound_mails_body_kept_until"');
    await queryRunner.query('ALTER TABLE "outbound_mails" DROP COLUMN "body_kept_until"');
  }
}
