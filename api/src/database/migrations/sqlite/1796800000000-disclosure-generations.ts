import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The joint roll-up rule keeps every generation of a snapshot (its groups, forms and withheld figures). The old
 * per-group decisions are dropped with their totals; a snapshot without generations is re-derived from the forms
 * it held on its next read (SegmentFiguresService.ensureDerived), so an existing database upgrades without a step.
 */
export class DisclosureGenerations1796800000000 implements MigrationInterface {
  name = 'DisclosureGenerations1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const fk = (name: string) =>
      `CONSTRAINT "${name}" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION`;
    await queryRunner.query(
      `CREATE TABLE "insight_snapshot_generations" ("inquiry_id" integer NOT NULL, "generation" integer NOT NULL, "forms" integer NOT NULL, "taken_at" datetime NOT NULL, ${fk('FK_5112e972f7db5aa700cddd28a47')}, PRIMARY KEY ("inquiry_id", "generation"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "insight_snapshot_forms" ("inquiry_id" integer NOT NULL, "respondent_id" integer NOT NULL, "generation" integer NOT NULL, ${fk('FK_6df16a98308235176f7231593da')}, PRIMARY KEY ("inquiry_id", "respondent_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "insight_snapshot_groups" ("inquiry_id" integer NOT NULL, "generation" integer NOT NULL, "attribute" varchar(100) NOT NULL, "label" varchar(200) NOT NULL, "members" text NOT NULL, "rolled_up" boolean NOT NULL DEFAULT (0), "forms" integer NOT NULL, "hidden" boolean NOT NULL DEFAULT (0), "reason" varchar(20), ${fk('FK_0e8b49a4e49b893ee5e8db51dd8')}, PRIMARY KEY ("inquiry_id", "generation", "attribute", "label"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "insight_snapshot_withheld" ("inquiry_id" integer NOT NULL, "generation" integer NOT NULL, "kind" varchar(10) NOT NULL, "attribute" varchar(100) NOT NULL, "label" varchar(200) NOT NULL, "question_key" varchar(20) NOT NULL, ${fk('FK_42b0472abec9e5ad11acb511881')}, PRIMARY KEY ("inquiry_id", "generation", "kind", "attribute", "label", "question_key"))`,
    );
    await queryRunner.query('DELETE FROM "insight_snapshot_segment_totals"');
    await queryRunner.query('DROP TABLE "insight_snapshot_segments"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "insight_snapshot_segments" ("inquiry_id" integer NOT NULL, "attribute" varchar(100) NOT NULL, "value" varchar(200) NOT NULL, "forms" integer NOT NULL, "hidden" boolean NOT NULL DEFAULT (0), "reason" varchar(20), "shown_forms" integer, CONSTRAINT "FK_9949fb5e6ea0dfe5d02958bd703" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "attribute", "value"))',
    );
    await queryRunner.query('DELETE FROM "insight_snapshot_segment_totals"');
    await queryRunner.query('DROP TABLE "insight_snapshot_withheld"');
    await queryRunner.query('DROP TABLE "insight_snapshot_groups"');
    await queryRunner.query('DROP TABLE "insight_snapshot_forms"');
    await queryRunner.query('DROP TABLE "insight_snapshot_generations"');
  }
}
