import { MigrationInterface, QueryRunner } from 'typeorm';

/** The library questions an inquiry asks when it asks only some of its type's (a programme's pulse). */
export class InquiryQuestions1797900000000 implements MigrationInterface {
  name = 'InquiryQuestions1797900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `inquiry_questions` (`inquiry_id` int NOT NULL, `question_id` int NOT NULL, PRIMARY KEY (`inquiry_id`, `question_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `inquiry_questions` ADD CONSTRAINT `FK_inquiry_questions_inquiry` FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `inquiry_questions` DROP FOREIGN KEY `FK_inquiry_questions_inquiry`');
    await queryRunner.query('DROP TABLE `inquiry_questions`');
  }
}
