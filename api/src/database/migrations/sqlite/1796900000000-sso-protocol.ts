import { MigrationInterface, QueryRunner } from 'typeorm';

export class SsoProtocol1796900000000 implements MigrationInterface {
  name = 'SsoProtocol1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "sso_settings" ADD COLUMN "protocol" varchar(10) NOT NULL DEFAULT (\'oidc\')');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "sso_settings" DROP COLUMN "protocol"');
  }
}
