import { questionWire } from '../questions/question-rules';
import { DiagnosticQuestion } from './diagnostic-question.entity';
import { DiagnosticQuestionDto, DiagnosticQuestionListItemDto } from './dto/diagnostic-question-responses.dto';

/** List rows: Id, Title, Type, MaxLength (null unless Textbox), Area. */
export const toDiagnosticListItem = (q: DiagnosticQuestion): DiagnosticQuestionListItemDto => {
  const wire = questionWire(q.question);
  return { Id: q.id, Title: wire.Title, Type: wire.Type, MaxLength: wire.MaxLength, Area: wire.Area };
};

export const toDiagnosticResponse = (q: DiagnosticQuestion): DiagnosticQuestionDto => ({
  Id: q.id,
  PathwayId: q.pathwayId,
  InquiryTypeId: q.pathway?.inquiryTypeId ?? null,
  ...questionWire(q.question),
});
