import { MigrationInterface, QueryRunner } from 'typeorm';

/** An uploaded input line may leave a mean empty (a question answered only with Don't Know has none). */
export class ResultInputsNullableMeans1796100000000 implements MigrationInterface {
  name = 'ResultInputsNullableMeans1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "result_inputs_new" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "position" integer NOT NULL, "area" varchar(20) NOT NULL, "question" text NOT NULL, "average_rating" double, "average_value" double, "average_difference" double)',
    );
    await queryRunner.query(
      'INSERT INTO "result_inputs_new" SELECT "id", "inquiry_id", "position", "area", "question", "average_rating", "average_value", "average_difference" FROM "result_inputs"',
    );
    await queryRunner.query('DROP INDEX "ix_result_inputs_inquiry"');
    await queryRunner.query('DROP TABLE "result_inputs"');
    await queryRunner.query('ALTER TABLE "result_inputs_new" RENAME TO "result_inputs"');
    await queryRunner.query('CREATE INDEX "ix_result_inputs_inquiry" ON "result_inputs" ("inquiry_id", "position") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "result_inputs_old" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "inquiry_id" integer NOT NULL, "position" integer NOT NULL, "area" varchar(20) NOT NULL, "question" text NOT NULL, "average_rating" double NOT NULL, "average_value" double NOT NULL, "average_difference" double NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "result_inputs_old" SELECT "id", "inquiry_id", "position", "area", "question", COALESCE("average_rating", 0), COALESCE("average_value", 0), COALESCE("average_difference", 0) FROM "result_inputs"',
    );
    await queryRunner.query('DROP INDEX "ix_result_inputs_inquiry"');
    await queryRunner.query('DROP TABLE "result_inputs"');
    await queryRunner.query('ALTER TABLE "result_inputs_old" RENAME TO "result_inputs"');
    await queryRunner.query('CREATE INDEX "ix_result_inputs_inquiry" ON "result_inputs" ("inquiry_id", "position") ');
  }
}
