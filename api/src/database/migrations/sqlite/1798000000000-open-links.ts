import { MigrationInterface, QueryRunner } from 'typeorm';

/** Open links of inquiries, the browsers that answer through them, and the respondents they made (unverified). */
export class OpenLinks1798000000000 implements MigrationInterface {
  name = 'OpenLinks1798000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "open_links" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "customer_id" integer NOT NULL, "token" varchar(64) NOT NULL, "group_questions" text NOT NULL, "created_by_user_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "revoked_at" datetime)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "ux_open_links_token" ON "open_links" ("token") ');
    await queryRunner.query('CREATE INDEX "ix_open_links_inquiry" ON "open_links" ("inquiry_id", "revoked_at") ');
    await queryRunner.query(
      'CREATE TABLE "open_link_respondents" ("respondent_id" integer PRIMARY KEY NOT NULL, "open_link_id" integer NOT NULL, "user_id" integer NOT NULL, "browser_key_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_open_link_respondents_respondent" FOREIGN KEY ("respondent_id") REFERENCES "respondents" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "ux_open_link_respondents_key" ON "open_link_respondents" ("browser_key_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_open_link_respondents_link" ON "open_link_respondents" ("open_link_id") ',
    );
    await queryRunner.query('ALTER TABLE "respondents" ADD COLUMN "unverified" boolean NOT NULL DEFAULT (0)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "respondents" DROP COLUMN "unverified"');
    await queryRunner.query('DROP INDEX "ix_open_link_respondents_link"');
    await queryRunner.query('DROP INDEX "ux_open_link_respondents_key"');
    await queryRunner.query('DROP TABLE "open_link_respondents"');
    await queryRunner.query('DROP INDEX "ix_open_links_inquiry"');
    await queryRunner.query('DROP INDEX "ux_open_links_token"');
    await queryRunner.query('DROP TABLE "open_links"');
  }
}
