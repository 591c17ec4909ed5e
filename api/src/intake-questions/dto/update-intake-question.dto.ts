import { CreateIntakeQuestionDto } from './create-intake-question.dto';

/** PUT /IntakeQuestion/{inquiryId}/Update/{id}: the same fields and rules. */
export class UpdateIntakeQuestionDto extends CreateIntakeQuestionDto {}
