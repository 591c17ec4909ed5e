import { MigrationInterface, QueryRunner } from 'typeorm';

/** Directory sync by SCIM (docs/features/scim.md): a person's active flag and external id, and the groups. */
export class Scim1797800000002 implements MigrationInterface {
  name = 'Scim1797800000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `people` ADD `active` tinyint NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE `people` ADD `external_id` varchar(255) NULL');
    await queryRunner.query(
      'CREATE TABLE `scim_groups` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `display_name` varchar(255) NOT NULL, `external_id` varchar(255) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_scim_groups_name` (`customer_id`, `display_name`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `scim_group_members` (`group_id` int NOT NULL, `person_id` int NOT NULL, INDEX `ix_scim_group_members_person` (`person_id`), PRIMARY KEY (`group_id`, `person_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `scim_groups` ADD CONSTRAINT `FK_scim_groups_customer` FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `scim_group_members` ADD CONSTRAINT `FK_scim_group_members_group` FOREIGN KEY (`group_id`) REFERENCES `scim_groups`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `scim_group_members` ADD CONSTRAINT `FK_scim_group_members_person` FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `scim_group_members` DROP FOREIGN KEY `FK_scim_group_members_person`');
    await queryRunner.query('ALTER TABLE `scim_group_members` DROP FOREIGN KEY `FK_scim_group_members_group`');
    await queryRunner.query('ALTER TABLE `scim_groups` DROP FOREIGN KEY `FK_scim_groups_customer`');
    await queryRunner.query('DROP TABLE `scim_group_members`');
    await queryRunner.query('DROP TABLE `scim_groups`');
    await queryRunner.query('ALTER TABLE `people` DROP COLUMN `external_id`');
    await queryRunner.query('ALTER TABLE `people` DROP COLUMN `active`');
  }
}
