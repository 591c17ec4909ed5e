import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { findInquiry } from './inquiries.repository';
import { Inquiry } from './inquiry.entity';

/** The most rounds a trend reads (the newest ones). */
export const MAX_ROUNDS = 12;

/**
 * Series of inquiries (docs/features/rounds-and-benchmarks.md): an inquiry re-created from an earlier one, or created with PreviousInquiryId,
 * continues that inquiry's series; the link is recreated_from_id. A round follows its previous one only while
 * both belong to the same customer and inquiry type (create and re-create check it; this read re-checks).
 */
@Injectable()
export class InquirySeries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rounds of the inquiry's series up to and including it, oldest first (at most MAX_ROUNDS; no access check: callers check). */
  async roundsUpTo(inquiry: Inquiry): Promise<Inquiry[]> {
    const rounds = [inquiry];
    const seen = new Set([inquiry.id]);
    let previousId = inquiry.recreatedFromId;
    while (previousId !== null && rounds.length < MAX_ROUNDS && !seen.has(previousId)) {
      const previous = await findInquiry(this.dataSource.manager, previousId);
      if (!previous || previous.customerId !== inquiry.customerId || previous.inquiryTypeId !== inquiry.inquiryTypeId)
        break;
      rounds.unshift(previous);
      seen.add(previous.id);
      previousId = previous.recreatedFromId;
    }
    return rounds;
  }
}
