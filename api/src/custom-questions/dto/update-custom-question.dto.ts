import { CreateCustomQuestionDto } from './create-custom-question.dto';

/** PUT /CustomQuestion/{id}: the same fields and rules; only while the question is not Approved. */
export class UpdateCustomQuestionDto extends CreateCustomQuestionDto {}
