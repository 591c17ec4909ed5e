import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { NO_PASSWORD } from '../../auth/password-hasher';
import { Role } from '../../common/domain/roles';
import { Customer } from '../../customers/customer.entity';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { invitationKeyHash } from '../../respondents/invitation-key';
import { Respondent } from '../../respondents/respondent.entity';
import { User } from '../../users/user.entity';
import { rebuildInquiryStatistics } from './inquiry-statistics';

/**
 * The launch-day bench population: an organisation of its own ("Bench Launch") with one open inquiry of the
 * bench's 120-question type, to which `invites` addresses without an account are invited, as AddParticipants
 * leaves them: pending rows holding the hash of the invitation link's secret. The secret of invitee i is derived
 * from the caller's `secret` (launchKey), so only the bench that chose it can open the links. Every call starts
 * the inquiry over: the forms, answers and accounts an earlier run made are removed first.
 */
export const LAUNCH_ORGANISATION = 'Bench Launch';
export const LAUNCH_DOMAIN = 'launch.bench.test';
const DESCRIPTION = 'Bench launch inquiry';
const TYPE_NAME = 'Bench Assessment';

/** The link secret of invitee `index` (1-based): 43 base64url characters, like newInvitationKey's. */
export const launchKey = (secret: string, index: number): string =>
  createHash('sha256').update(`${secret}:${index}`).digest('base64url');

export const launchEmail = (index: number): string => `l${String(index).padStart(5, '0')}@${LAUNCH_DOMAIN}`;

export async function seedLaunch(
  ds: DataSource,
  invites: number,
  secret: string,
): Promise<{ organisation: string; customerId: number; inquiryId: number; inquiryTypeId: number; invites: number }> {
  const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: TYPE_NAME });
  let customer = await ds.getRepository(Customer).findOneBy({ name: LAUNCH_ORGANISATION });
  customer ??= await ds.getRepository(Customer).save({
    name: LAUNCH_ORGANISATION,
    industry: 'Benchmarking',
    website: 'https://launch.bench.example',
    city: 'Bench City',
    country: 'Benchland',
    state: 'Bench',
    isActive: true,
  });
  const customerId = customer.id;
  let admin = await ds.getRepository(User).findOneBy({ customerId, role: Role.CustomerAdmin });
  admin ??= await ds.getRepository(User).save({
    customerId,
    role: Role.CustomerAdmin,
    email: `admin@${LAUNCH_DOMAIN}`,
    passwordHash: NO_PASSWORD,
    firstName: 'Launch',
    lastName: 'Admin',
    isAdmin: true,
    isVerified: true,
  });
  const now = Date.now();
  let inquiry = await ds.getRepository(Inquiry).findOneBy({ customerId, description: DESCRIPTION });
  inquiry ??= await ds.getRepository(Inquiry).save({
    customerId,
    inquiryTypeId: type.id,
    createdByUserId: admin.id,
    description: DESCRIPTION,
    noOfParticipants: invites,
    intakeSubmittedAt: new Date(now - 86_400_000),
    respondentsAddedAt: new Date(now - 3_600_000),
    expiryDate: new Date(now + 30 * 86_400_000),
    isActive: true,
  });
  const inquiryId = inquiry.id;

  // Start over: the earlier run's answers, forms and the accounts its invitees' links made.
  await ds.query('DELETE FROM survey_answers WHERE inquiry_id = ?', [inquiryId]);
  await ds.query('DELETE FROM respondents WHERE inquiry_id = ?', [inquiryId]);
  await ds.query('DELETE FROM users WHERE customer_id = ? AND role = ?', [customerId, Role.CustomerUser]);
  await ds.getRepository(Inquiry).update(inquiryId, {
    noOfParticipants: invites,
    expiryDate: new Date(now + 30 * 86_400_000),
    resultsUploadedAt: null,
  });
  const rows = Array.from({ length: invites }, (_, k) => ({
    inquiryId,
    customerId,
    email: launchEmail(k + 1),
    userId: null,
    status: 'pending' as const,
    invitationKeyHash: invitationKeyHash(launchKey(secret, k + 1)),
    language: 'en',
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await ds
      .createQueryBuilder()
      .insert()
      .into(Respondent)
      .values(rows.slice(i, i + 1000) as never)
      .updateEntity(false)
      .execute();
  await rebuildInquiryStatistics(ds.manager, inquiryId);
  return { organisation: LAUNCH_ORGANISATION, customerId, inquiryId, inquiryTypeId: type.id, invites };
}
