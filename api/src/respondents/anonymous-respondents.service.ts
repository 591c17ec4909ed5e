import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import {
  countCompletedUnverified,
  insertRespondentAttributes,
  insertUnverifiedRespondent,
} from './respondents.repository';

export interface AnonymousRespondent {
  inquiryId: number;
  customerId: number;
  /** The hidden account the form is keyed by. */
  userId: number;
  /** A placeholder address, unique in the inquiry: there is no real one. */
  email: string;
  /** Self-declared groups (attribute → directory value), stored as invited attributes are. */
  attributes: Record<string, string>;
}

/**
 * Respondents who came through an open link (docs/features/open-links.md): flagged unverified, with no invitation and
 * no mail; their declared groups are respondent attributes like any invited respondent's, so they feed the same
 * roll-up. Added in the caller's transaction under the inquiry's row lock, so positions and counts stay exact.
 */
@Injectable()
export class AnonymousRespondentsService {
  constructor(private readonly access: InquiryAccess) {}

  async add(m: EntityManager, r: AnonymousRespondent): Promise<number> {
    const locked = await this.access.lock(m, r.inquiryId);
    const total = locked.respondentCount + 1;
    const id = await insertUnverifiedRespondent(m, {
      inquiryId: r.inquiryId,
      customerId: r.customerId,
      email: r.email,
      userId: r.userId,
      status: 'pending',
      position: total,
      language: null,
    });
    await insertRespondentAttributes(
      m,
      Object.entries(r.attributes).map(([name, value]) => ({ respondentId: id, inquiryId: r.inquiryId, name, value })),
    );
    await this.access.recordRespondents(m, r.inquiryId, {
      respondentCount: total,
      noOfParticipants: Math.max(locked.noOfParticipants ?? 0, total),
      respondentsAddedAt: locked.respondentsAddedAt ?? new Date(),
    });
    return id;
  }

  /** How many open-link respondents of the inquiry completed their form. */
  completed(m: EntityManager, inquiryId: number): Promise<number> {
    return countCompletedUnverified(m, inquiryId);
  }
}
