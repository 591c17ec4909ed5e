import { MigrationInterface, QueryRunner } from 'typeorm';

/** The reporting hierarchy of the people directory (docs/features/people.md): each person's manager. */
export class PeopleManagers1797800000000 implements MigrationInterface {
  name = 'PeopleManagers1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `people` ADD `manager_id` int NULL');
    await queryRunner.query('CREATE INDEX `ix_people_manager` ON `people` (`manager_id`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_people_manager` ON `people`');
    await queryRunner.query('ALTER TABLE `people` DROP COLUMN `manager_id`');
  }
}
