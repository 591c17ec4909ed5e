import type { InquiryType } from '../inquiry-types/inquiry-type.entity';
import { PathwayDto, PathwayListItemDto } from './dto/pathway-responses.dto';
import { Pathway } from './pathway.entity';

export const toPathwayListItem = (p: Pathway): PathwayListItemDto => ({
  Id: p.id,
  InquiryTypeId: p.inquiryTypeId,
  InquiryTypeName: p.inquiryType?.name ?? '',
  Name: p.name,
});

/** One pathway, with the parallel lists InquiryTypeIds/InquiryTypeNames (every type, dropdown order) to look names up. */
export const toPathwayResponse = (p: Pathway, types: InquiryType[]): PathwayDto => ({
  ...toPathwayListItem(p),
  InquiryTypeIds: types.map((t) => t.id),
  InquiryTypeNames: types.map((t) => t.name),
});
