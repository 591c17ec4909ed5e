import { Injectable } from '@nestjs/common';
import { SurveyContentCheck } from '../programmes/survey-content.check';
import type { CreateLifecycleDto } from './dto/create-lifecycle.dto';
import type { LifecycleFields } from './lifecycle.repository';

export type CheckedFields = Pick<
  LifecycleFields,
  'name' | 'kind' | 'inquiryTypeId' | 'questionIds' | 'intakeAnswers' | 'daysAfter' | 'daysOpen'
>;

/**
 * The checks of a lifecycle survey's fields that need the library: its content as a programme's
 * (SurveyContentCheck). Every refused field is named at once (400), before anything is written.
 */
@Injectable()
export class LifecycleFieldsCheck {
  constructor(private readonly content: SurveyContentCheck) {}

  async check(dto: CreateLifecycleDto): Promise<CheckedFields> {
    const content = await this.content.check(dto);
    return { ...content, name: dto.Name, kind: dto.Trigger, daysAfter: dto.DaysAfter, daysOpen: dto.DaysOpen };
  }
}
