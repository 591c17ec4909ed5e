import { MigrationInterface, QueryRunner } from 'typeorm';

/** Audit events gain the actor's email, outcome, status, method, route and the aggregate count with the last time. */
export class AuditAggregation1795600000000 implements MigrationInterface {
  name = 'AuditAggregation1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `audit_events` ADD `actor_email` varchar(254) NULL');
    await queryRunner.query("ALTER TABLE `audit_events` ADD `outcome` varchar(10) NOT NULL DEFAULT 'succeeded'");
    await queryRunner.query('ALTER TABLE `audit_events` ADD `status` int NULL');
    await queryRunner.query('ALTER TABLE `audit_events` ADD `method` varchar(10) NULL');
    await queryRunner.query('ALTER TABLE `audit_events` ADD `route` varchar(200) NULL');
    await queryRunner.query("ALTER TABLE `audit_events` ADD `count` int NOT NULL DEFAULT '1'");
    await queryRunner.query('ALTER TABLE `audit_events` ADD `last_at` datetime NULL');
    await queryRunner.query('CREATE INDEX `ix_audit_events_action` ON `audit_events` (`action`, `created_at`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_audit_events_action` ON `audit_events`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `last_at`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `count`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `route`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `method`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `status`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `outcome`');
    await queryRunner.query('ALTER TABLE `audit_events` DROP COLUMN `actor_email`');
  }
}
