import { MigrationInterface, QueryRunner } from 'typeorm';

export class SsoLinkBudgets1797240000000 implements MigrationInterface {
  name = 'SsoLinkBudgets1797240000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `sso_link_budgets` (`user_id` int NOT NULL, `window_started_at` datetime NOT NULL, `codes_sent` int NOT NULL DEFAULT 0, `failed_attempts` int NOT NULL DEFAULT 0, PRIMARY KEY (`user_id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `sso_link_budgets`');
  }
}
