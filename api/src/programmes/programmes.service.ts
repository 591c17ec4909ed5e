import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../common/clock/clock';
import { assertTenant } from '../auth/tenant-scope';
import type { IdResultDto } from '../common/dto/id-result.dto';
import { ApiError } from '../common/filters/api-error';
import type { Paged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { transaction } from '../database/transaction';
import { InquiriesService } from '../inquiries/inquiries.service';
import type { CreateProgrammeDto } from './dto/create-programme.dto';
import type { ProgrammeDto, ProgrammeRoundDto } from './dto/programme-responses.dto';
import { ProgrammeFieldsCheck } from './programme-fields.check';
import { scheduleOf, toProgrammeDto, toRoundDto } from './programme-mapper';
import { firstRoundAfter } from './programme-schedule';
import type { Programme } from './programme.entity';
import {
  countRounds,
  deleteProgramme,
  findProgramme,
  insertProgramme,
  lastRound,
  programmePage,
  roundPage,
  updateProgramme,
} from './programmes.repository';

/**
 * Recurring programmes (docs/features/programmes.md): a customer admin's own organisation's, the operator reads
 * every organisation's. Another organisation's programme answers 404. The rounds are made by ProgrammeRounds.
 */
@Injectable()
export class ProgrammesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fields: ProgrammeFieldsCheck,
    private readonly audit: AuditService,
    private readonly inquiries: InquiriesService,
    private readonly clock: Clock,
  ) {}

  async list(user: AuthUser, page: PageQueryDto): Promise<Paged<ProgrammeDto>> {
    const found = await programmePage(this.dataSource.manager, user, page, (p) => p);
    const data: ProgrammeDto[] = [];
    for (const p of found.data) data.push(toProgrammeDto(p, await countRounds(this.dataSource.manager, p.id)));
    return { ...found, data };
  }

  async get(user: AuthUser, id: number): Promise<ProgrammeDto> {
    const programme = await this.findFor(user, id);
    return toProgrammeDto(programme, await countRounds(this.dataSource.manager, id));
  }

  async create(user: AuthUser, dto: CreateProgrammeDto, now = this.clock.now()): Promise<ProgrammeDto> {
    const fields = await this.fields.check(dto);
    const next = firstRoundAfter(scheduleOf(fields), now);
    const id = await insertProgramme(this.dataSource.manager, {
      ...fields,
      customerId: user.customerId!,
      createdByUserId: user.id,
      pausedAt: null,
      nextRoundIndex: next.index,
      nextRoundAt: next.at,
    });
    await this.record(user, 'programme.create', id, `${fields.cadence} from ${fields.startsAt} ${fields.timeZone}`);
    return this.get(user, id);
  }

  /** Replaces the programme; a running one's next round is the new schedule's first after now. */
  async update(user: AuthUser, id: number, dto: CreateProgrammeDto, now = this.clock.now()): Promise<ProgrammeDto> {
    await this.findFor(user, id);
    const fields = await this.fields.check(dto);
    await transaction(this.dataSource, async (m) => {
      const programme = await this.findFor(user, id, m);
      if (programme.inquiryTypeId !== fields.inquiryTypeId && (await countRounds(m, id)) > 0)
        throw ApiError.conflict([
          'InquiryTypeId: The inquiry type cannot change once rounds exist (they form one series); create another programme',
        ]);
      const next = programme.pausedAt ? null : firstRoundAfter(scheduleOf(fields), await this.goOnAfter(m, id, now));
      await updateProgramme(m, id, {
        ...fields,
        nextRoundIndex: next?.index ?? programme.nextRoundIndex,
        nextRoundAt: next?.at ?? null,
      });
    });
    await this.record(user, 'programme.update', id, `${fields.cadence} from ${fields.startsAt} ${fields.timeZone}`);
    return this.get(user, id);
  }

  async remove(user: AuthUser, id: number): Promise<IdResultDto> {
    await this.findFor(user, id);
    await transaction(this.dataSource, (m) => deleteProgramme(m, id));
    await this.record(user, 'programme.delete', id, null);
    return { Id: id };
  }

  /** Stops new rounds; the rounds already made stay open. Pausing a paused programme changes nothing. */
  async pause(user: AuthUser, id: number, now = this.clock.now()): Promise<ProgrammeDto> {
    const programme = await this.findFor(user, id);
    if (!programme.pausedAt) {
      await updateProgramme(this.dataSource.manager, id, { pausedAt: now, nextRoundAt: null });
      await this.record(user, 'programme.pause', id, null);
    }
    return this.get(user, id);
  }

  /** Goes on with the first round after now: the rounds that fell during the pause are not made up for. */
  async resume(user: AuthUser, id: number, now = this.clock.now()): Promise<ProgrammeDto> {
    const programme = await this.findFor(user, id);
    if (programme.pausedAt) {
      const next = firstRoundAfter(scheduleOf(programme), await this.goOnAfter(this.dataSource.manager, id, now));
      await updateProgramme(this.dataSource.manager, id, {
        pausedAt: null,
        nextRoundIndex: next.index,
        nextRoundAt: next.at,
      });
      await this.record(user, 'programme.resume', id, `next round ${next.at.toISOString()}`);
    }
    return this.get(user, id);
  }

  async rounds(user: AuthUser, id: number, page: PageQueryDto): Promise<Paged<ProgrammeRoundDto>> {
    await this.findFor(user, id);
    const found = await roundPage(this.dataSource.manager, id, page, (r) => r);
    const data: ProgrammeRoundDto[] = [];
    for (const round of found.data) {
      // A round's inquiry deleted since reads as a round without participation.
      const inquiry = round.inquiryId ? await this.inquiries.get(user, round.inquiryId).catch(() => null) : null;
      data.push(toRoundDto(round, inquiry));
    }
    return { ...found, data };
  }

  /** Now, or the last round's date when a changed schedule would fall before it: a round is never made twice. */
  private async goOnAfter(m: EntityManager, id: number, now: Date): Promise<Date> {
    const last = await lastRound(m, id);
    return last && last.scheduledAt.getTime() > now.getTime() ? last.scheduledAt : now;
  }

  private async findFor(user: AuthUser, id: number, m = this.dataSource.manager): Promise<Programme> {
    return assertTenant(user, await findProgramme(m, id), 'Programme');
  }

  private record(user: AuthUser, action: string, id: number, detail: string | null): Promise<void> {
    return this.audit.record({
      action,
      actorUserId: user.id,
      customerId: user.customerId,
      target: `Programme ${id}`,
      detail,
    });
  }
}
