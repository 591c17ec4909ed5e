import { Injectable, Logger } from '@nestjs/common';
import { MAX_PARTICIPANTS } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { isUniqueViolation } from '../database/unique-violation';
import { transaction } from '../database/transaction';
import { unitOfWork } from '../database/unit-of-work';
import { PeopleService } from '../people/people.service';
import { scheduleOf } from './programme-mapper';
import { firstRoundAfter, formatLocalDateTime, localTimeOf } from './programme-schedule';
import type { Programme } from './programme.entity';
import {
  advanceProgramme,
  dueProgrammes,
  insertRound,
  lastRoundWithInquiry,
  settleRound,
} from './programmes.repository';
import { reasonOf, UnattendedSends } from './unattended-sends.service';

const BATCH = 20;
const DAY_MS = 86_400_000;

/** A round that could not be made or invited: its reason is kept on the round (GET …/Rounds). */
class RoundRefused extends Error {}

/**
 * Makes the programmes' rounds that are due (docs/features/programmes.md). Each due round is claimed first: one
 * conditional UPDATE moves the programme on to its following round, and the round's row is inserted under a unique
 * (programme, instant) key, in one transaction; only the instance whose claim succeeds goes on. It then creates the
 * round's inquiry in the programme's series (PreviousInquiryId = the last round's; a pulse's round asks only the
 * pulse's questions), gives it the programme's intake answers and invites the audience through the ordinary
 * AddParticipants path, as the programme's customer admin: the organisation's verified-sender rule and daily quota
 * apply as to anything it sends. A refusal is kept on the round; the programme goes on with its next date.
 */
@Injectable()
export class ProgrammeRounds {
  private readonly logger = new Logger('ProgrammeRounds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sends: UnattendedSends,
    private readonly people: PeopleService,
  ) {}

  /** Makes every round due by `now` that this instance claims; answers how many it made (failed ones included). */
  async makeDue(now = new Date(), stopped: () => boolean = () => false): Promise<number> {
    const due = await unitOfWork(this.dataSource, () => dueProgrammes(this.dataSource.manager, now, BATCH));
    let made = 0;
    for (const programme of due) {
      if (stopped()) break;
      // A claim that fails (a lock another instance holds) leaves the round due: the next tick tries again.
      const roundId = await this.claim(programme, now).catch((err: unknown) => {
        this.logger.warn(`Programme ${programme.id}: round not claimed: ${reasonOf(err)}`);
        return null;
      });
      if (roundId === null) continue;
      await this.make(programme, roundId);
      made++;
    }
    return made;
  }

  /** The round's row id when this instance claimed the programme's next round; null when another did. */
  private claim(programme: Programme, now: Date): Promise<number | null> {
    const scheduledAt = programme.nextRoundAt!;
    // The following round is the first after now: rounds missed while no worker ran are not made up for.
    const following = firstRoundAfter(scheduleOf(programme), new Date(Math.max(now.getTime(), scheduledAt.getTime())));
    return unitOfWork(this.dataSource, async () => {
      try {
        return await transaction(this.dataSource, async (m) => {
          if (!(await advanceProgramme(m, programme.id, programme.nextRoundIndex, following))) return null;
          return insertRound(m, { programmeId: programme.id, roundIndex: programme.nextRoundIndex, scheduledAt });
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // That instant's round exists already (a schedule changed onto it): move on without making it again.
        await advanceProgramme(this.dataSource.manager, programme.id, programme.nextRoundIndex, following);
        return null;
      }
    });
  }

  private async make(programme: Programme, roundId: number): Promise<void> {
    let inquiryId: number | null = null;
    let invited = 0;
    try {
      const actor = await this.actorOf(programme);
      // Read first: an empty audience makes no inquiry.
      const emails = await this.audience(actor, programme);
      if (!emails.length) throw new RoundRefused('No one in the directory is in the audience of this programme');
      // Refused before an inquiry is made.
      const left = await this.sends.allowance(programme.customerId);
      if (left < emails.length)
        throw new RoundRefused(
          `Daily invitation limit reached: the organisation can send ${left} more invitation mails today; this round needs ${emails.length}`,
        );
      const previous = await unitOfWork(this.dataSource, () =>
        lastRoundWithInquiry(this.dataSource.manager, programme.id),
      );
      const local = formatLocalDateTime(localTimeOf(programme.nextRoundAt!, programme.timeZone)).slice(0, 10);
      inquiryId = await this.sends.createInquiry(
        actor,
        programme,
        `${programme.name} ${local}`,
        previous?.inquiryId ?? null,
      );
      await this.sends.submitIntake(actor, inquiryId, programme);
      const expiry = new Date(programme.nextRoundAt!.getTime() + programme.daysOpen * DAY_MS);
      for (let from = 0; from < emails.length; from += MAX_PARTICIPANTS) {
        const batch = emails.slice(from, from + MAX_PARTICIPANTS);
        await this.sends.invite(actor, inquiryId, batch, expiry.toISOString().slice(0, 10));
        invited += batch.length;
      }
      await this.settle(roundId, { status: 'Created', inquiryId, invitedCount: invited, error: null });
    } catch (err) {
      const reason = reasonOf(err);
      this.logger.warn(`Programme ${programme.id} round ${roundId} not made: ${reason}`);
      await this.settle(roundId, { status: 'Failed', inquiryId, invitedCount: invited, error: reason });
    }
  }

  private settle(roundId: number, outcome: Parameters<typeof settleRound>[2]): Promise<void> {
    return unitOfWork(this.dataSource, () => settleRound(this.dataSource.manager, roundId, outcome));
  }

  private async actorOf(programme: Programme): Promise<AuthUser> {
    const actor = await this.sends.senderOf(programme);
    if (!actor) throw new RoundRefused('The organisation has no active customer admin to send the round in their name');
    return actor;
  }

  /** The addresses of the directory's people in the audience, as the directory holds them now. */
  private async audience(actor: AuthUser, programme: Programme): Promise<string[]> {
    const people = await this.people.list(actor, {
      pageSize: -1,
      currentPage: 1,
      ...(programme.audienceAttribute !== null
        ? { attribute: programme.audienceAttribute, value: programme.audienceValue ?? '' }
        : {}),
    });
    return [...new Set(people.data.map((p) => p.Email.toLowerCase()))];
  }
}
