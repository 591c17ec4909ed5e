import { INestApplication } from '@nestjs/common';
import { MailWorker } from '../../src/mail/mail-worker.service';

/**
 * Runs the mail worker's round instead of waiting a fixed time for it: when this resolves, every mail
 * due before the call has reached the SMTP server and nothing else was sent. Two rounds per worker,
 * because a round asked for while one runs joins that one, which may have read the outbox before
 * the caller's last write; the second starts afterwards. Other workers (as in other instances) too.
 */
export async function runMailRounds(app: INestApplication, others: MailWorker[] = []): Promise<void> {
  const workers = [app.get(MailWorker), ...others];
  for (let round = 0; round < 2; round++) await Promise.all(workers.map((w) => w.tick()));
}
