import { questionWire } from '../questions/question-rules';
import { CustomQuestion } from './custom-question.entity';
import { CustomQuestionDto } from './dto/custom-question-responses.dto';

/**
 * A custom question on the wire (customer-and-respondent.md §3). In list rows Description carries
 * the inquiry's description, as the specs' lists read it; a single question keeps its own.
 */
export function toCustomQuestionResponse(q: CustomQuestion, row: 'list' | 'one' = 'one'): CustomQuestionDto {
  const inquiryDescription = q.inquiry?.description ?? '';
  // A custom Rating is asked on the 1-5 scale with DK: options stored by earlier versions are not shown.
  const wire = { ...questionWire(q.question), RadioButtonOptions: [] };
  return {
    CustomQuestionId: q.id,
    Id: q.id,
    ...wire,
    Description: row === 'list' ? inquiryDescription : wire.Description,
    InquiryId: q.inquiryId,
    InquiryDescription: inquiryDescription,
    CreatedBy: q.createdBy ? `${q.createdBy.firstName} ${q.createdBy.lastName}`.trim() : '',
    CreatedByUserId: q.createdByUserId,
    Status: q.status,
    RejectReason: q.status === 'Reject' ? q.reviewReason : null,
  };
}

export const toCustomQuestionListItem = (q: CustomQuestion) => toCustomQuestionResponse(q, 'list');
