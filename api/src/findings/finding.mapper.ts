import { FindingDto } from './dto/finding-response.dto';
import { Finding } from './finding.entity';

export type FindingResponse = FindingDto;

/** The finding must be loaded with its inquiry type. */
export const toFindingResponse = (f: Finding): FindingResponse => ({
  FindingId: f.id,
  FindingDetail: f.detail,
  Area: f.area,
  InquiryTypeId: f.inquiryTypeId,
  InquiryTypeName: f.inquiryType?.name ?? '',
});
