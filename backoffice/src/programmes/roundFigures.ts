import type { ProgrammeRoundDto } from './programmeMethods';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Completed forms over the round inquiry's respondents, in whole percent; none before the round has an inquiry. */
export function participationPercent(round: Pick<ProgrammeRoundDto, 'Participants' | 'CompletedForms'>): number | null {
  if (round.Participants === null || round.CompletedForms === null || round.Participants <= 0) return null;
  return Math.round((round.CompletedForms * 100) / round.Participants);
}

/** When the round's forms close: its date plus the programme's days open (as the round's invitations say). */
export function closesAt(scheduledAt: string, daysOpen: number): Date {
  return new Date(new Date(scheduledAt).getTime() + daysOpen * DAY_MS);
}
