import { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = ['enps_answers', 'enps_promoters', 'enps_passives'];

/**
 * eNPS on the benchmark (docs/features/enps.md): each released member keeps the counts of its eNPS question beside
 * its other frozen figures. Releases made before have none (0), so their benchmark shows no eNPS until the next release.
 */
export class BenchmarkEnps1798150000000 implements MigrationInterface {
  name = 'BenchmarkEnps1798150000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS)
      await queryRunner.query(`ALTER TABLE \`benchmark_members\` ADD \`${column}\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS)
      await queryRunner.query(`ALTER TABLE \`benchmark_members\` DROP COLUMN \`${column}\``);
  }
}
