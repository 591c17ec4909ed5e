import { MigrationInterface, QueryRunner } from 'typeorm';

export class InsightSnapshots1795800000000 implements MigrationInterface {
  name = 'InsightSnapshots1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `insight_snapshots` (`inquiry_id` int NOT NULL, `forms` int NOT NULL, `taken_at` datetime NOT NULL, `reason` varchar(20) NOT NULL, PRIMARY KEY (`inquiry_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `insight_snapshot_totals` (`inquiry_id` int NOT NULL, `is_custom_question` tinyint NOT NULL DEFAULT 0, `question_id` int NOT NULL, `answers` int NOT NULL DEFAULT '0', `sum_performance` int NOT NULL DEFAULT '0', `n_performance` int NOT NULL DEFAULT '0', `sum_importance` int NOT NULL DEFAULT '0', `n_importance` int NOT NULL DEFAULT '0', `sum_pair_diff` int NOT NULL DEFAULT '0', `n_pairs` int NOT NULL DEFAULT '0', `dk_performance` int NOT NULL DEFAULT '0', `dk_importance` int NOT NULL DEFAULT '0', PRIMARY KEY (`inquiry_id`, `is_custom_question`, `question_id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `insight_snapshots` ADD CONSTRAINT `FK_eabd2f3bf57102f809de3ced337` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_totals` ADD CONSTRAINT `FK_94d6c061d5815b2af09ea9f0029` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `insight_snapshot_totals` DROP FOREIGN KEY `FK_94d6c061d5815b2af09ea9f0029`');
    await queryRunner.query('ALTER TABLE `insight_snapshots` DROP FOREIGN KEY `FK_eabd2f3bf57102f809de3ced337`');
    await queryRunner.query('DROP TABLE `insight_snapshot_totals`');
    await queryRunner.query('DROP TABLE `insight_snapshots`');
  }
}
