import { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer admin's shares of an inquiry's results with a manager's subtree or the whole organisation (docs/features/managers.md). */
export class ReportShares1798000003900 implements MigrationInterface {
  name = 'ReportShares1798000003900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `report_shares` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `inquiry_id` int NOT NULL, `email` varchar(254) NOT NULL, `scope` varchar(12) NOT NULL, `manager_email` varchar(254) NULL, `created_by_user_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `revoked_at` datetime NULL, `revoked_by_user_id` int NULL, INDEX `ix_report_shares_viewer` (`inquiry_id`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `report_shares` ADD CONSTRAINT `FK_report_shares_inquiry` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `report_shares` DROP FOREIGN KEY `FK_report_shares_inquiry`');
    await queryRunner.query('DROP TABLE `report_shares`');
  }
}
