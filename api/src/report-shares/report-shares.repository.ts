import { EntityManager, IsNull } from 'typeorm';
import { ReportShare } from './report-share.entity';

/** The statements on report_shares, each taking the caller's manager. */
export function activeSharesOf(m: EntityManager, inquiryId: number): Promise<ReportShare[]> {
  return m.find(ReportShare, { where: { inquiryId, revokedAt: IsNull() }, order: { id: 'ASC' } });
}

export function activeSharesFor(m: EntityManager, inquiryId: number, email: string): Promise<ReportShare[]> {
  return m.find(ReportShare, { where: { inquiryId, email, revokedAt: IsNull() }, order: { id: 'ASC' } });
}

export function shareOf(m: EntityManager, inquiryId: number, id: number): Promise<ReportShare | null> {
  return m.findOne(ReportShare, { where: { id, inquiryId } });
}

export function insertShare(m: EntityManager, share: Omit<ReportShare, 'id' | 'createdAt'>): Promise<ReportShare> {
  return m.save(m.create(ReportShare, share));
}

/** Closes an open share; answers whether it was open (a second revoke changes nothing). */
export async function revokeShare(m: EntityManager, id: number, byUserId: number, at: Date): Promise<boolean> {
  const r = await m.update(ReportShare, { id, revokedAt: IsNull() }, { revokedAt: at, revokedByUserId: byUserId });
  return (r.affected ?? 0) > 0;
}
