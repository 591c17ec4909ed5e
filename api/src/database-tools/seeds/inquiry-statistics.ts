import { EntityManager } from 'typeorm';
import { rebuildAnswerTotals } from '../../answers/answer-totals';
import { updateFromDerived } from '../../database/dialect';

/**
 * Recomputes the kept figures of one inquiry (or of all, without an id) from their rows: respondent
 * positions, the respondent and completed counters and the answer totals. For data written around the
 * services (seeds, test fixtures, repairs); the services keep these figures themselves.
 */
export async function rebuildInquiryStatistics(m: EntityManager, inquiryId?: number): Promise<void> {
  await rebuildRespondentCounters(m, inquiryId);
  await rebuildAnswerTotals(m, inquiryId);
}

async function rebuildRespondentCounters(m: EntityManager, inquiryId?: number): Promise<void> {
  const one = inquiryId !== undefined;
  const params = one ? [inquiryId] : [];
  const numbered = `SELECT id, ROW_NUMBER() OVER (PARTITION BY inquiry_id ORDER BY id) AS n FROM respondents${one ? ' WHERE inquiry_id = ?' : ''}`;
  const positions = { select: numbered, value: 'n', key: 'id' };
  await m.query(
    updateFromDerived(m.connection, { table: 'respondents', column: 'position', tableKey: 'id' }, positions),
    params,
  );
  await m.query(
    `UPDATE inquiries SET
       respondent_count = (SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = inquiries.id),
       completed_count = (SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = inquiries.id AND r.status = 'completed')
     ${one ? 'WHERE id = ?' : ''}`,
    params,
  );
}
