import { intakeAnswersOf, questionIdsOf } from '../programmes/survey-content.check';
import type { LifecycleDto } from './dto/lifecycle-responses.dto';
import type { LifecycleSurvey } from './lifecycle-survey.entity';

/** The directory attribute each trigger reads. */
export const dateAttributeOf = (s: Pick<LifecycleSurvey, 'kind'>): 'StartDate' | 'EndDate' =>
  s.kind === 'Onboarding' ? 'StartDate' : 'EndDate';

export function toLifecycleDto(s: LifecycleSurvey, periodCount: number): LifecycleDto {
  return {
    Id: s.id,
    CustomerId: s.customerId,
    Name: s.name,
    Trigger: s.kind,
    InquiryTypeId: s.inquiryTypeId,
    QuestionIds: questionIdsOf(s),
    DaysAfter: s.daysAfter,
    DaysOpen: s.daysOpen,
    IntakeAnswers: intakeAnswersOf(s),
    ActiveFrom: s.activeFrom,
    LastError: s.lastError,
    PeriodCount: periodCount,
    CreatedAt: s.createdAt,
  };
}
