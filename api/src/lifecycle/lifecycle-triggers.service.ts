import { Injectable, Logger } from '@nestjs/common';
import { MAX_PARTICIPANTS } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { transaction } from '../database/transaction';
import { unitOfWork } from '../database/unit-of-work';
import { PeopleService } from '../people/people.service';
import { addDays, dayOf, isDue, parseDay, quarterOf } from './lifecycle-dates';
import { dateAttributeOf } from './lifecycle-mapper';
import type { LifecycleSurvey } from './lifecycle-survey.entity';
import {
  allLifecycles,
  claimedEmails,
  findPeriod,
  insertInvitation,
  insertPeriod,
  previousPeriodWithInquiry,
  releaseInvitations,
  releasePeriod,
  setPeriodInquiry,
  updateLifecycle,
} from './lifecycle.repository';
import { reasonOf, UnattendedSends } from '../programmes/unattended-sends.service';

/** A survey that could not invite now: its reason is kept on the survey (LastError) and the next tick tries again. */
class Refused extends Error {}

interface Due {
  email: string;
  day: string;
}

/**
 * Invites the people whose lifecycle date has come (docs/features/lifecycle.md), as the programme rounds make
 * theirs: every claim is a row inserted under a unique key, so whichever API instance inserts it does the work and
 * every other finds it done. A period's inquiry is claimed by its (survey, quarter) row; a person by their
 * (survey, email) row, so they are invited once whatever their date becomes later. The invitation itself goes through
 * the ordinary AddParticipants path as the survey's customer admin: the verified-sender rule and the daily quota
 * apply (checked first: people left over wait for the next tick; a refused batch gives its claims back).
 */
@Injectable()
export class LifecycleTriggers {
  private readonly logger = new Logger('LifecycleTriggers');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sends: UnattendedSends,
    private readonly people: PeopleService,
  ) {}

  /** Invites everyone due by `now` whom this instance claims; answers how many it invited. */
  async inviteDue(now = new Date(), stopped: () => boolean = () => false): Promise<number> {
    const surveys = await unitOfWork(this.dataSource, () => allLifecycles(this.dataSource.manager));
    let invited = 0;
    for (const survey of surveys) {
      if (stopped()) break;
      try {
        invited += await this.inviteFor(survey, now);
        if (survey.lastError !== null) await this.note(survey.id, null);
      } catch (err) {
        const reason = reasonOf(err);
        this.logger.warn(`Lifecycle survey ${survey.id}: not invited: ${reason}`);
        await this.note(survey.id, reason).catch(() => undefined);
      }
    }
    return invited;
  }

  private async inviteFor(survey: LifecycleSurvey, now: Date): Promise<number> {
    const actor = await this.actorOf(survey);
    const due = await this.due(actor, survey, now);
    if (!due.length) return 0;
    const left = await this.sends.allowance(survey.customerId);
    if (left <= 0)
      throw new Refused(`Daily invitation limit reached: ${due.length} people wait for tomorrow's invitations`);
    const byPeriod = new Map<string, Due[]>();
    for (const d of due.slice(0, left)) byPeriod.set(quarterOf(d.day), [...(byPeriod.get(quarterOf(d.day)) ?? []), d]);
    let invited = 0;
    for (const [period, people] of byPeriod) {
      const claimedPeriod = await this.periodOf(actor, survey, period);
      if (!claimedPeriod) continue;
      invited += await this.invite(actor, survey, claimedPeriod, people, now);
    }
    return invited;
  }

  /** People with a date of the survey's attribute whose invitation day has come, not yet claimed; oldest first. */
  private async due(actor: AuthUser, survey: LifecycleSurvey, now: Date): Promise<Due[]> {
    const attribute = dateAttributeOf(survey);
    const directory = await this.people.list(actor, { pageSize: -1, currentPage: 1 });
    const claimed = await unitOfWork(this.dataSource, () => claimedEmails(this.dataSource.manager, survey.id));
    const due: Due[] = [];
    for (const p of directory.data) {
      const day = parseDay(p.Attributes[attribute]);
      const email = p.Email.toLowerCase();
      if (day && !claimed.has(email) && isDue(day, survey.daysAfter, survey.activeFrom, now)) due.push({ email, day });
    }
    return due.sort((a, b) => a.day.localeCompare(b.day) || a.email.localeCompare(b.email));
  }

  /**
   * The period's inquiry: made by the instance whose (survey, quarter) row goes in first. Null while another
   * instance makes it (those people wait for the next tick).
   */
  private async periodOf(
    actor: AuthUser,
    survey: LifecycleSurvey,
    period: string,
  ): Promise<{ id: number; inquiryId: number } | null> {
    const existing = await unitOfWork(this.dataSource, () => findPeriod(this.dataSource.manager, survey.id, period));
    if (existing) return existing.inquiryId === null ? null : { id: existing.id, inquiryId: existing.inquiryId };
    const id = await this.claim(() => transaction(this.dataSource, (m) => insertPeriod(m, survey.id, period)));
    if (id === null) return null;
    try {
      const previous = await unitOfWork(this.dataSource, () =>
        previousPeriodWithInquiry(this.dataSource.manager, survey.id, period),
      );
      const inquiryId = await this.sends.createInquiry(
        actor,
        survey,
        `${survey.name} ${period}`,
        previous?.inquiryId ?? null,
      );
      await this.sends.submitIntake(actor, inquiryId, survey);
      await unitOfWork(this.dataSource, () => setPeriodInquiry(this.dataSource.manager, id, inquiryId));
      return { id, inquiryId };
    } catch (err) {
      await unitOfWork(this.dataSource, () => releasePeriod(this.dataSource.manager, id));
      throw err;
    }
  }

  /** Claims each person, then invites the claimed ones in batches; a refused batch gives its claims back. */
  private async invite(
    actor: AuthUser,
    survey: LifecycleSurvey,
    period: { id: number; inquiryId: number },
    people: Due[],
    now: Date,
  ): Promise<number> {
    const claims: { id: number; email: string }[] = [];
    for (const p of people) {
      const id = await this.claim(() =>
        transaction(this.dataSource, (m) =>
          insertInvitation(m, { lifecycleId: survey.id, periodId: period.id, email: p.email, personDate: p.day }),
        ),
      );
      if (id !== null) claims.push({ id, email: p.email });
    }
    // Each form stays open DaysOpen days from today; the period's inquiry stays open until its last form closes.
    const expiry = addDays(dayOf(now), survey.daysOpen);
    let invited = 0;
    for (let from = 0; from < claims.length; from += MAX_PARTICIPANTS) {
      const batch = claims.slice(from, from + MAX_PARTICIPANTS);
      try {
        await this.sends.invite(
          actor,
          period.inquiryId,
          batch.map((c) => c.email),
          expiry,
        );
      } catch (err) {
        const rest = claims.slice(from).map((c) => c.id);
        await unitOfWork(this.dataSource, () => releaseInvitations(this.dataSource.manager, rest));
        throw err;
      }
      invited += batch.length;
    }
    return invited;
  }

  /** A claim's row id, or null when another instance holds it (a unique violation, or a lock on SQLite). */
  private claim(insert: () => Promise<number>): Promise<number | null> {
    return unitOfWork(this.dataSource, insert).catch((err: unknown) => {
      this.logger.debug?.(`Claim not taken: ${reasonOf(err)}`);
      return null;
    });
  }

  private note(id: number, lastError: string | null): Promise<void> {
    return unitOfWork(this.dataSource, () => updateLifecycle(this.dataSource.manager, id, { lastError }));
  }

  private async actorOf(survey: LifecycleSurvey): Promise<AuthUser> {
    const actor = await this.sends.senderOf(survey);
    if (!actor) throw new Refused('The organisation has no active customer admin to send the survey in their name');
    return actor;
  }
}
