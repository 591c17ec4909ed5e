import { Finding } from './finding.entity';

/** A finding as platform-administration.md §3 names its fields. */
export interface FindingResponse {
  FindingId: number;
  FindingDetail: string;
  Area: string;
  InquiryTypeId: number;
  InquiryTypeName: string;
}

/** The finding must be loaded with its inquiry type. */
export const toFindingResponse = (f: Finding): FindingResponse => ({
  FindingId: f.id,
  FindingDetail: f.detail,
  Area: f.area,
  InquiryTypeId: f.inquiryTypeId,
  InquiryTypeName: f.inquiryType?.name ?? '',
});
