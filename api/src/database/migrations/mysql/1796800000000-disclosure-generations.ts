import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The joint roll-up rule keeps every generation of a snapshot (its groups, forms and withheld figures). The old
 * per-group decisions are dropped with their totals; a snapshot without generations is re-derived from the forms
 * it held on its next read (SegmentFiguresService.ensureDerived), so an existing database upgrades without a step.
 */
export class DisclosureGenerations1796800000000 implements MigrationInterface {
  name = 'DisclosureGenerations1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const tables: [string, string, string][] = [
      [
        'insight_snapshot_generations',
        'FK_5112e972f7db5aa700cddd28a47',
        '`inquiry_id` int NOT NULL, `generation` int NOT NULL, `forms` int NOT NULL, `taken_at` datetime NOT NULL, PRIMARY KEY (`inquiry_id`, `generation`)',
      ],
      [
        'insight_snapshot_forms',
        'FK_6df16a98308235176f7231593da',
        '`inquiry_id` int NOT NULL, `respondent_id` int NOT NULL, `generation` int NOT NULL, PRIMARY KEY (`inquiry_id`, `respondent_id`)',
      ],
      [
        'insight_snapshot_groups',
        'FK_0e8b49a4e49b893ee5e8db51dd8',
        '`inquiry_id` int NOT NULL, `generation` int NOT NULL, `attribute` varchar(100) NOT NULL, `label` varchar(200) NOT NULL, `members` text NOT NULL, `rolled_up` tinyint NOT NULL DEFAULT 0, `forms` int NOT NULL, `hidden` tinyint NOT NULL DEFAULT 0, `reason` varchar(20) NULL, PRIMARY KEY (`inquiry_id`, `generation`, `attribute`, `label`)',
      ],
      [
        'insight_snapshot_withheld',
        'FK_42b0472abec9e5ad11acb511881',
        '`inquiry_id` int NOT NULL, `generation` int NOT NULL, `kind` varchar(10) NOT NULL, `attribute` varchar(100) NOT NULL, `label` varchar(200) NOT NULL, `question_key` varchar(20) NOT NULL, PRIMARY KEY (`inquiry_id`, `generation`, `kind`, `attribute`, `label`, `question_key`)',
      ],
    ];
    for (const [table, fk, columns] of tables) {
      await queryRunner.query(`CREATE TABLE \`${table}\` (${columns}) ENGINE=InnoDB`);
      await queryRunner.query(
        `ALTER TABLE \`${table}\` ADD CONSTRAINT \`${fk}\` FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
    await queryRunner.query('DELETE FROM `insight_snapshot_segment_totals`');
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_segments` DROP FOREIGN KEY `FK_9949fb5e6ea0dfe5d02958bd703`',
    );
    await queryRunner.query('DROP TABLE `insight_snapshot_segments`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `insight_snapshot_segments` (`inquiry_id` int NOT NULL, `attribute` varchar(100) NOT NULL, `value` varchar(200) NOT NULL, `forms` int NOT NULL, `hidden` tinyint NOT NULL DEFAULT 0, `reason` varchar(20) NULL, `shown_forms` int NULL, PRIMARY KEY (`inquiry_id`, `attribute`, `value`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `insight_snapshot_segments` ADD CONSTRAINT `FK_9949fb5e6ea0dfe5d02958bd703` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('DELETE FROM `insight_snapshot_segment_totals`');
    for (const [table, fk] of [
      ['insight_snapshot_withheld', 'FK_42b0472abec9e5ad11acb511881'],
      ['insight_snapshot_groups', 'FK_0e8b49a4e49b893ee5e8db51dd8'],
      ['insight_snapshot_forms', 'FK_6df16a98308235176f7231593da'],
      ['insight_snapshot_generations', 'FK_5112e972f7db5aa700cddd28a47'],
    ]) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP FOREIGN KEY \`${fk}\``);
      await queryRunner.query(`DROP TABLE \`${table}\``);
    }
  }
}
