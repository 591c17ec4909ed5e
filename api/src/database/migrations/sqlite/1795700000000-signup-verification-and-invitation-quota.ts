import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignupVerificationAndInvitationQuota1795700000000 implements MigrationInterface {
  name = 'SignupVerificationAndInvitationQuota1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "customers" ADD COLUMN "invitations_per_day" integer');
    await queryRunner.query(
      'CREATE TABLE "invitation_day_counts" ("customer_id" integer NOT NULL, "day" varchar(10) NOT NULL, "sent" integer NOT NULL DEFAULT (0), PRIMARY KEY ("customer_id", "day"))',
    );
    await queryRunner.query(
      'CREATE TABLE "email_verification_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "code_hash" varchar(255) NOT NULL, "expires_at" datetime NOT NULL, "failed_attempts" integer NOT NULL DEFAULT (0), "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_email_verification_codes_user" ON "email_verification_codes" ("user_id", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_email_verification_codes_user"');
    await queryRunner.query('DROP TABLE "email_verification_codes"');
    await queryRunner.query('DROP TABLE "invitation_day_counts"');
    await queryRunner.query('ALTER TABLE "customers" DROP COLUMN "invitations_per_day"');
  }
}
