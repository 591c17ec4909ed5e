import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentTranslationsAndUserLanguage1795493209483 implements MigrationInterface {
  name = 'ContentTranslationsAndUserLanguage1795493209483';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "content_translations" ("kind" varchar(30) NOT NULL, "item_id" integer NOT NULL, "field" varchar(40) NOT NULL, "language" varchar(5) NOT NULL, "text" text NOT NULL, "customer_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("kind", "item_id", "field", "language"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_content_translations_language" ON "content_translations" ("language", "kind") ',
    );
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "language" varchar(5)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "language"');
    await queryRunner.query('DROP INDEX "ix_content_translations_language"');
    await queryRunner.query('DROP TABLE "content_translations"');
  }
}
