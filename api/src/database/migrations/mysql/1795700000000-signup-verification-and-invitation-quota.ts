import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignupVerificationAndInvitationQuota1795700000000 implements MigrationInterface {
  name = 'SignupVerificationAndInvitationQuota1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `customers` ADD `invitations_per_day` int NULL');
    await queryRunner.query(
      "CREATE TABLE `invitation_day_counts` (`customer_id` int NOT NULL, `day` varchar(10) NOT NULL, `sent` int NOT NULL DEFAULT '0', PRIMARY KEY (`customer_id`, `day`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `email_verification_codes` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `code_hash` varchar(255) NOT NULL, `expires_at` datetime NOT NULL, `failed_attempts` int NOT NULL DEFAULT '0', `used_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_email_verification_codes_user` (`user_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `email_verification_codes`');
    await queryRunner.query('DROP TABLE `invitation_day_counts`');
    await queryRunner.query('ALTER TABLE `customers` DROP COLUMN `invitations_per_day`');
  }
}
