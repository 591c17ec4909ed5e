import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each respondent's managers as the directory held them at invitation (docs/features/people.md). */
export class RespondentManagers1797800000001 implements MigrationInterface {
  name = 'RespondentManagers1797800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `respondent_managers` (`respondent_id` int NOT NULL, `level` int NOT NULL, `manager_email` varchar(254) NOT NULL, `inquiry_id` int NOT NULL, INDEX `ix_respondent_managers_team` (`inquiry_id`, `manager_email`), PRIMARY KEY (`respondent_id`, `level`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `respondent_managers` ADD CONSTRAINT `FK_respondent_managers_respondent` FOREIGN KEY (`respondent_id`) REFERENCES `respondents`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `respondent_managers` DROP FOREIGN KEY `FK_respondent_managers_respondent`');
    await queryRunner.query('DROP TABLE `respondent_managers`');
  }
}
