import { Respondent } from '../../src/respondents/respondent.entity';
import type { TestApp } from './test-app';

/**
 * Dates the invitations of an inquiry's respondents (or of one address) two days back. A reminder never goes in the
 * first 24 hours after the invitation, so a spec that reminds the people it has just added moves their invitation
 * back first.
 */
export async function invitedEarlier(t: TestApp, inquiryId: number, email?: string): Promise<void> {
  await t.dataSource
    .getRepository(Respondent)
    .update(email ? { inquiryId, email } : { inquiryId }, { createdAt: new Date(Date.now() - 2 * 86_400_000) });
}
