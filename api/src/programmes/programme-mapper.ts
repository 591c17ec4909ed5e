import type { ProgrammeDto, ProgrammeRoundDto } from './dto/programme-responses.dto';
import type { ProgrammeRound } from './programme-round.entity';
import { parseLocalDateTime, type Schedule } from './programme-schedule';
import type { Programme } from './programme.entity';
import { intakeAnswersOf, questionIdsOf } from './survey-content.check';

export const scheduleOf = (p: Pick<Programme, 'startsAt' | 'cadence' | 'timeZone'>): Schedule => ({
  start: parseLocalDateTime(p.startsAt)!,
  cadence: p.cadence,
  timeZone: p.timeZone,
});

export function toProgrammeDto(p: Programme, roundCount: number): ProgrammeDto {
  return {
    Id: p.id,
    CustomerId: p.customerId,
    Name: p.name,
    InquiryTypeId: p.inquiryTypeId,
    QuestionIds: questionIdsOf(p),
    AudienceAttribute: p.audienceAttribute,
    AudienceValue: p.audienceValue,
    Cadence: p.cadence,
    DaysOpen: p.daysOpen,
    StartDate: p.startsAt,
    TimeZone: p.timeZone,
    IntakeAnswers: intakeAnswersOf(p),
    IsPaused: p.pausedAt !== null,
    PausedAt: p.pausedAt,
    NextRoundAt: p.nextRoundAt,
    RoundCount: roundCount,
    CreatedAt: p.createdAt,
  };
}

/** A round, with its inquiry's participation when it has one the caller may read. */
export function toRoundDto(
  r: ProgrammeRound,
  participation: { Participants: number; CompletedForms: number } | null = null,
): ProgrammeRoundDto {
  return {
    Id: r.id,
    ProgrammeId: r.programmeId,
    RoundIndex: r.roundIndex,
    ScheduledAt: r.scheduledAt,
    Status: r.status,
    InquiryId: r.inquiryId,
    InvitedCount: r.invitedCount,
    Participants: participation?.Participants ?? null,
    CompletedForms: participation?.CompletedForms ?? null,
    Error: r.error,
    CreatedAt: r.createdAt,
  };
}
