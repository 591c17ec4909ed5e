import { MigrationInterface, QueryRunner } from 'typeorm';

/** The library questions an inquiry asks when it asks only some of its type's (a programme's pulse). */
export class InquiryQuestions1797900000000 implements MigrationInterface {
  name = 'InquiryQuestions1797900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "inquiry_questions" ("inquiry_id" integer NOT NULL, "question_id" integer NOT NULL, CONSTRAINT "FK_inquiry_questions_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("inquiry_id", "question_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "inquiry_questions"');
  }
}
