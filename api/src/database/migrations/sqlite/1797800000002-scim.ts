import { MigrationInterface, QueryRunner } from 'typeorm';

/** Directory sync by SCIM (docs/features/scim.md): a person's active flag and external id, and the groups. */
export class Scim1797800000002 implements MigrationInterface {
  name = 'Scim1797800000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "people" ADD COLUMN "active" boolean NOT NULL DEFAULT (1)');
    await queryRunner.query('ALTER TABLE "people" ADD COLUMN "external_id" varchar(255)');
    await queryRunner.query(
      'CREATE TABLE "scim_groups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "display_name" varchar(255) NOT NULL, "external_id" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_scim_groups_customer" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE INDEX "ix_scim_groups_name" ON "scim_groups" ("customer_id", "display_name") ');
    await queryRunner.query(
      'CREATE TABLE "scim_group_members" ("group_id" integer NOT NULL, "person_id" integer NOT NULL, CONSTRAINT "FK_scim_group_members_group" FOREIGN KEY ("group_id") REFERENCES "scim_groups" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_scim_group_members_person" FOREIGN KEY ("person_id") REFERENCES "people" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("group_id", "person_id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_scim_group_members_person" ON "scim_group_members" ("person_id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_scim_group_members_person"');
    await queryRunner.query('DROP TABLE "scim_group_members"');
    await queryRunner.query('DROP INDEX "ix_scim_groups_name"');
    await queryRunner.query('DROP TABLE "scim_groups"');
    await queryRunner.query('ALTER TABLE "people" DROP COLUMN "external_id"');
    await queryRunner.query('ALTER TABLE "people" DROP COLUMN "active"');
  }
}
