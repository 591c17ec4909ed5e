import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1796210000000 implements MigrationInterface {
  name = 'IdempotencyKeys1796210000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `idempotency_keys` (`id` int NOT NULL AUTO_INCREMENT, `owner` varchar(80) NOT NULL, `key` varchar(255) NOT NULL, `request_hash` varchar(64) NOT NULL, `status` int NULL, `body` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_idempotency_keys_owner_key` (`owner`, `key`), INDEX `ix_idempotency_keys_created` (`created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `idempotency_keys`');
  }
}
