import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each respondent's managers as the directory held them at invitation (docs/features/people.md). */
export class RespondentManagers1797800000001 implements MigrationInterface {
  name = 'RespondentManagers1797800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "respondent_managers" ("respondent_id" integer NOT NULL, "level" integer NOT NULL, "manager_email" varchar(254) NOT NULL, "inquiry_id" integer NOT NULL, CONSTRAINT "FK_respondent_managers_respondent" FOREIGN KEY ("respondent_id") REFERENCES "respondents" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("respondent_id", "level"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_respondent_managers_team" ON "respondent_managers" ("inquiry_id", "manager_email") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_respondent_managers_team"');
    await queryRunner.query('DROP TABLE "respondent_managers"');
  }
}
