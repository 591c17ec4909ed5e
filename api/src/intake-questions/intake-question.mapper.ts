import { DEFAULT_MAX_LENGTH } from '@portal/contracts';
import { IntakeQuestionDto } from './dto/intake-question-response.dto';
import { IntakeQuestion } from './intake-question.entity';

export const toIntakeQuestionResponse = (q: IntakeQuestion): IntakeQuestionDto => ({
  Id: q.id,
  InquiryTypeId: q.inquiryTypeId,
  Title: q.title,
  Type: q.type,
  Description: q.description,
  MaxLength: q.type === 'Textbox' ? q.maxLength || DEFAULT_MAX_LENGTH : null,
});
