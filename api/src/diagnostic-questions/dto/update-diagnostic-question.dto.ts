import { CreateDiagnosticQuestionDto } from './create-diagnostic-question.dto';

/** PUT /DiagnosticQuestion/{pathwayId}/Update/{id}: the same fields, checked by the same rules. */
export class UpdateDiagnosticQuestionDto extends CreateDiagnosticQuestionDto {}
