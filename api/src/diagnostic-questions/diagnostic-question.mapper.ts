import { questionWire } from '../common/domain/question-rules';
import { DiagnosticQuestion } from './diagnostic-question.entity';

/** List rows: Id, Title, Type, MaxLength (null unless Textbox), Area. */
export const toDiagnosticListItem = (q: DiagnosticQuestion) => {
  const wire = questionWire(q.question);
  return { Id: q.id, Title: wire.Title, Type: wire.Type, MaxLength: wire.MaxLength, Area: wire.Area };
};

export const toDiagnosticResponse = (q: DiagnosticQuestion) => ({
  Id: q.id,
  PathwayId: q.pathwayId,
  InquiryTypeId: q.pathway?.inquiryTypeId ?? null,
  ...questionWire(q.question),
});
