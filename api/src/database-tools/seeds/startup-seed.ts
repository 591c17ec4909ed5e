import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../auth/password-hasher';
import { Role } from '../../common/domain/roles';
import { AppConfig } from '../../config/app-config';
import { User } from '../../users/user.entity';
import { DEMO_PASSWORD } from './demo-content';
import { DEMO_ACCOUNTS, seedDemo } from './demo-seed';

const logger = new Logger('Seed');

/** The first super admin from ADMIN_EMAIL / ADMIN_PASSWORD, created once. */
export async function bootstrapAdmin(dataSource: DataSource, admin: NonNullable<AppConfig['admin']>): Promise<void> {
  const users = dataSource.getRepository(User);
  if (await users.exists({ where: { email: admin.email }, withDeleted: true })) return;
  await users.save(
    users.create({
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: Role.SuperAdmin,
      customerId: null,
      firstName: 'Platform',
      lastName: 'Administrator',
      isAdmin: true,
      isVerified: true,
    }),
  );
  logger.log(`Created the super admin ${admin.email}`);
}

/**
 * SEED=auto seeds the demo into an empty embedded database; SEED=demo into any empty
 * database; SEED=none never. A database that has users is never touched.
 */
export async function runStartupSeed(dataSource: DataSource, config: AppConfig): Promise<void> {
  const wantsDemo = config.seed === 'demo' || (config.seed === 'auto' && config.database.type === 'sqlite');
  if (wantsDemo && (await dataSource.getRepository(User).count({ withDeleted: true })) === 0) {
    await seedDemo(dataSource);
    printDemoAccounts();
  }
  if (config.admin) await bootstrapAdmin(dataSource, config.admin);
}

export function printDemoAccounts(): void {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(30)} ${a.role.padEnd(14)} ${a.organisation}`);
  logger.log(`Demo data seeded. Accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}`);
}
