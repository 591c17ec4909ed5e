import { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer admin's shares of an inquiry's results with a manager's subtree or the whole organisation (docs/features/managers.md). */
export class ReportShares1798000003900 implements MigrationInterface {
  name = 'ReportShares1798000003900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "report_shares" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "inquiry_id" integer NOT NULL, "email" varchar(254) NOT NULL, "scope" varchar(12) NOT NULL, "manager_email" varchar(254), "created_by_user_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "revoked_at" datetime, "revoked_by_user_id" integer, CONSTRAINT "FK_report_shares_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE INDEX "ix_report_shares_viewer" ON "report_shares" ("inquiry_id", "email") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_report_shares_viewer"');
    await queryRunner.query('DROP TABLE "report_shares"');
  }
}
