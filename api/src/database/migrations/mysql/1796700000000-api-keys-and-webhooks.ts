import { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeysAndWebhooks1796700000000 implements MigrationInterface {
  name = 'ApiKeysAndWebhooks1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `api_keys` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `created_by_user_id` int NOT NULL, `name` varchar(100) NOT NULL, `lookup` varchar(16) NOT NULL, `secret_hash` varchar(64) NOT NULL, `scopes` varchar(200) NOT NULL, `expires_at` datetime NULL, `revoked_at` datetime NULL, `last_used_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_api_keys_lookup` (`lookup`), INDEX `ix_api_keys_customer` (`customer_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `webhooks` (`id` int NOT NULL AUTO_INCREMENT, `customer_id` int NOT NULL, `created_by_user_id` int NOT NULL, `url` varchar(500) NOT NULL, `events` varchar(200) NOT NULL, `secret` varchar(80) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `ix_webhooks_customer` (`customer_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `webhook_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `webhook_id` int NOT NULL, `event` varchar(40) NOT NULL, `body` text NOT NULL, `status` varchar(10) NOT NULL DEFAULT 'queued', `attempts` int NOT NULL DEFAULT '0', `next_attempt_at` datetime NOT NULL, `last_answer` varchar(1200) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `delivered_at` datetime NULL, INDEX `ix_webhook_deliveries_webhook` (`webhook_id`, `created_at`), INDEX `ix_webhook_deliveries_due` (`status`, `next_attempt_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `webhook_deliveries`');
    await queryRunner.query('DROP TABLE `webhooks`');
    await queryRunner.query('DROP TABLE `api_keys`');
  }
}
