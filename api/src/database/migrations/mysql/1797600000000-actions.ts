import { MigrationInterface, QueryRunner } from 'typeorm';

/** Actions on an inquiry's results: owner, due date, status, targets and progress updates (docs/features/actions.md). */
export class Actions1797600000000 implements MigrationInterface {
  name = 'Actions1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `actions` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `inquiry_id` int NOT NULL, `title` varchar(200) NOT NULL, `description` text NOT NULL, `owner_user_id` int NULL, `due_date` varchar(10) NULL, `status` varchar(12) NOT NULL DEFAULT 'NotStarted', `origin` varchar(12) NOT NULL DEFAULT 'Blank', `shared` tinyint NOT NULL DEFAULT 0, `created_by_user_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `ix_actions_inquiry` (`inquiry_id`, `id`), INDEX `ix_actions_owner` (`owner_user_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `action_targets` (`id` int NOT NULL AUTO_INCREMENT, `action_id` int NOT NULL, `question_id` int NULL, `area` varchar(20) NULL, INDEX `ix_action_targets_action` (`action_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `action_updates` (`id` int NOT NULL AUTO_INCREMENT, `action_id` int NOT NULL, `author_user_id` int NOT NULL, `note` text NOT NULL, `status` varchar(12) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_action_updates_action` (`action_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `action_updates`');
    await queryRunner.query('DROP TABLE `action_targets`');
    await queryRunner.query('DROP TABLE `actions`');
  }
}
