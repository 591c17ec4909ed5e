import { MigrationInterface, QueryRunner } from 'typeorm';

export class SsoLinkBudgets1797240000000 implements MigrationInterface {
  name = 'SsoLinkBudgets1797240000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sso_link_budgets" ("user_id" integer PRIMARY KEY NOT NULL, "window_started_at" datetime NOT NULL, "codes_sent" integer NOT NULL DEFAULT (0), "failed_attempts" integer NOT NULL DEFAULT (0))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "sso_link_budgets"');
  }
}
