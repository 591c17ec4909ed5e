import type { EntityManager } from 'typeorm';
import { Inquiry } from '../../inquiries/inquiry.entity';
import type { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import type { User } from '../../users/user.entity';
import { seedDemoEnpsQuestion } from './demo-enps-question';

export const DEMO_ENPS_TITLE = 'How likely are you to recommend Northwind Traders as a place to work?';

/**
 * The answers 0-10 of the completed forms in respondent order (repeated past the end), fixed so the demo stays the
 * same on every start: the 2025 round leans passive (eNPS about 0), the 2026 one recovered (about +30).
 */
const SCORES: Record<string, number[]> = {
  'Annual organisational health check 2025': [
    7, 8, 6, 9, 5, 7, 8, 4, 6, 10, 7, 5, 9, 6, 8, 3, 7, 9, 6, 8, 5, 10, 7, 9, 8,
  ],
  'Annual organisational health check 2026': [
    9, 10, 8, 7, 9, 6, 10, 9, 8, 4, 9, 7, 10, 5, 9, 8, 9, 10, 6, 9, 7, 9, 10, 3, 8,
  ],
};

/**
 * eNPS on the demo (docs/features/enps.md): both rounds of Northwind's annual health check ask an approved custom eNPS
 * question, answered on every completed form, so the overview, the trend and the PDF show real figures.
 */
export async function seedDemoEnps(
  m: EntityManager,
  northwindId: number,
  admin: User,
  type: InquiryType,
): Promise<void> {
  for (const [description, scores] of Object.entries(SCORES)) {
    const inquiry = await m.findOneBy(Inquiry, { customerId: northwindId, inquiryTypeId: type.id, description });
    if (!inquiry) continue;
    await seedDemoEnpsQuestion(m, inquiry, DEMO_ENPS_TITLE, scores, admin.id);
  }
}
