import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['answer_totals', 'segment_totals', 'insight_snapshot_totals', 'insight_snapshot_segment_totals'];
const COLUMNS = ['enps_promoters', 'enps_passives'];

/** eNPS (docs/features/enps.md): promoters and passives kept beside the sums. No eNPS answer existed before, so 0 is right everywhere. */
export class EnpsCounts1798000009100 implements MigrationInterface {
  name = 'EnpsCounts1798000009100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      for (const column of COLUMNS)
        await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`${column}\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      for (const column of COLUMNS) await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
  }
}
