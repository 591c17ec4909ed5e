import { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentAnalyses1796500000000 implements MigrationInterface {
  name = 'CommentAnalyses1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "comment_analyses" ("inquiry_id" integer NOT NULL, "scope" varchar(10) NOT NULL, "marker" varchar(100) NOT NULL, "forms" integer NOT NULL, "comments" integer NOT NULL, "analysed_at" datetime NOT NULL, CONSTRAINT "FK_6c5bc8b96e093c716dd96179028" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "scope"))',
    );
    await queryRunner.query(
      'CREATE TABLE "comment_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "scope" varchar(10) NOT NULL, "answer_id" integer NOT NULL, "respondent_id" integer NOT NULL, "question_key" varchar(16) NOT NULL, "language" varchar(5) NOT NULL, "sentiment" double, "themes" varchar(100) NOT NULL, "first_theme" integer NOT NULL, "shuffle" integer NOT NULL, CONSTRAINT "FK_d9deb5d2b6e3bd54ee73a6a53a8" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_comment_items_order" ON "comment_items" ("inquiry_id", "scope", "question_key", "first_theme", "shuffle")',
    );
    await queryRunner.query('CREATE INDEX "ix_comment_items_answer" ON "comment_items" ("answer_id")');
    await queryRunner.query(
      'CREATE TABLE "comment_themes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "scope" varchar(10) NOT NULL, "question_key" varchar(16) NOT NULL, "rank" integer NOT NULL, "label" varchar(120) NOT NULL, "count" integer NOT NULL, "sentiment" double, "examples" varchar(100) NOT NULL, CONSTRAINT "FK_d4147db52e3a89fe2ad85f69253" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_comment_themes_rank" ON "comment_themes" ("inquiry_id", "scope", "question_key", "rank")',
    );
    await queryRunner.query(
      'CREATE TABLE "comment_releases" ("inquiry_id" integer PRIMARY KEY NOT NULL, "released" boolean NOT NULL DEFAULT (0), "changed_at" datetime NOT NULL, CONSTRAINT "FK_b1cd38d30b6b08f04b42337d017" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "comment_releases"');
    await queryRunner.query('DROP INDEX "uq_comment_themes_rank"');
    await queryRunner.query('DROP TABLE "comment_themes"');
    await queryRunner.query('DROP INDEX "ix_comment_items_answer"');
    await queryRunner.query('DROP INDEX "ix_comment_items_order"');
    await queryRunner.query('DROP TABLE "comment_items"');
    await queryRunner.query('DROP TABLE "comment_analyses"');
  }
}
