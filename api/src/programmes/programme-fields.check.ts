import { Injectable } from '@nestjs/common';
import type { CreateProgrammeDto } from './dto/create-programme.dto';
import { formatLocalDateTime, isTimeZone, parseLocalDateTime } from './programme-schedule';
import type { ProgrammeFields } from './programmes.repository';
import { SurveyContentCheck } from './survey-content.check';

export type CheckedFields = Omit<
  ProgrammeFields,
  'customerId' | 'createdByUserId' | 'pausedAt' | 'nextRoundIndex' | 'nextRoundAt'
>;

/**
 * The checks of a programme's fields that need the library: its content (SurveyContentCheck: the inquiry type is
 * active, a pulse's questions are the type's own, the intake answers answer every intake question of the type), the
 * start is a real date and the zone one Intl knows. Every refused field is named at once (400).
 */
@Injectable()
export class ProgrammeFieldsCheck {
  constructor(private readonly content: SurveyContentCheck) {}

  async check(dto: CreateProgrammeDto): Promise<CheckedFields> {
    const lines: string[] = [];
    const start = parseLocalDateTime(dto.StartDate);
    if (!start) lines.push('StartDate: Must be a real date, YYYY-MM-DD or YYYY-MM-DDTHH:mm');
    const timeZone = dto.TimeZone?.trim() || 'UTC';
    if (!isTimeZone(timeZone)) lines.push('TimeZone: Must be an IANA time zone such as Europe/Brussels');
    const content = await this.content.check(dto, lines);
    const audience = dto.AudienceAttribute != null && dto.AudienceValue != null;
    return {
      ...content,
      name: dto.Name,
      audienceAttribute: audience ? dto.AudienceAttribute! : null,
      audienceValue: audience ? dto.AudienceValue! : null,
      cadence: dto.Cadence,
      daysOpen: dto.DaysOpen,
      startsAt: formatLocalDateTime(start!),
      timeZone,
    };
  }
}
