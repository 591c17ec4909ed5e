import { MigrationInterface, QueryRunner } from 'typeorm';
import { loadConfig } from '../../../config/app-config';
import { open, seal } from '../../../common/crypto/secret-box';

// As webhooks/webhook-secret.ts seals them; a migration keeps its own copy, as it keeps its SQL.
const context = (customerId: number) => `webhook-secret:customer:${customerId}`;
// The key the API seals with; read only when there is a secret to seal or open (a fresh database has none).
const sealKey = () => loadConfig().sso.secretKey;

/** Webhook signing secrets were stored in the clear: each is sealed with the SSO client secrets' key and box, and the clear column dropped. */
export class SealWebhookSecrets1797100000000 implements MigrationInterface {
  name = 'SealWebhookSecrets1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `webhooks` ADD `secret_sealed` varchar(255) NULL');
    const rows = (await queryRunner.query('SELECT `id`, `customer_id` AS `customerId`, `secret` FROM `webhooks`')) as {
      id: number;
      customerId: number;
      secret: string;
    }[];
    if (rows.length) {
      const key = sealKey();
      for (const r of rows)
        await queryRunner.query('UPDATE `webhooks` SET `secret_sealed` = ? WHERE `id` = ?', [
          seal(key, r.secret, context(Number(r.customerId))),
          r.id,
        ]);
    }
    await queryRunner.query('ALTER TABLE `webhooks` DROP COLUMN `secret`');
    await queryRunner.query('ALTER TABLE `webhooks` MODIFY `secret_sealed` varchar(255) NOT NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `webhooks` ADD `secret` varchar(80) NULL');
    const rows = (await queryRunner.query(
      'SELECT `id`, `customer_id` AS `customerId`, `secret_sealed` AS `sealed` FROM `webhooks`',
    )) as { id: number; customerId: number; sealed: string }[];
    if (rows.length) {
      const key = sealKey();
      for (const r of rows)
        await queryRunner.query('UPDATE `webhooks` SET `secret` = ? WHERE `id` = ?', [
          open(key, r.sealed, context(Number(r.customerId))),
          r.id,
        ]);
    }
    await queryRunner.query('ALTER TABLE `webhooks` DROP COLUMN `secret_sealed`');
    await queryRunner.query('ALTER TABLE `webhooks` MODIFY `secret` varchar(80) NOT NULL');
  }
}
