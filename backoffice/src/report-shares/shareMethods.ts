import type { components } from '@portal/contracts';
import { httpJson } from '../providers/http';

/** An open share: who may read the inquiry's results, and which (docs/features/managers.md). */
export type ReportShare = components['schemas']['ReportShareDto'];
export type NewReportShare = components['schemas']['CreateReportShareDto'];
export type ShareScope = ReportShare['Scope'];

const base = (inquiryId: string) => `/Inquiry/${encodeURIComponent(inquiryId)}/ReportShares`;

export const shareMethods = {
  async list(inquiryId: string): Promise<ReportShare[]> {
    return (await httpJson(base(inquiryId))).json as ReportShare[];
  },
  /** Sharing the same thing again answers the open share. */
  async create(inquiryId: string, share: NewReportShare): Promise<ReportShare> {
    return (await httpJson(base(inquiryId), { method: 'POST', body: JSON.stringify(share) })).json as ReportShare;
  },
  async revoke(inquiryId: string, shareId: number): Promise<ReportShare> {
    return (await httpJson(`${base(inquiryId)}/${shareId}`, { method: 'DELETE' })).json as ReportShare;
  },
};
