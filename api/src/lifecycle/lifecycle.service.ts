import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../common/clock/clock';
import { assertTenant } from '../auth/tenant-scope';
import type { IdResultDto } from '../common/dto/id-result.dto';
import type { Paged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { transaction } from '../database/transaction';
import { InquiriesService } from '../inquiries/inquiries.service';
import { InsightsService } from '../insights/insights.service';
import type { CreateLifecycleDto } from './dto/create-lifecycle.dto';
import type { LifecycleDto, LifecyclePeriodDto } from './dto/lifecycle-responses.dto';
import { dayOf } from './lifecycle-dates';
import { LifecycleFieldsCheck } from './lifecycle-fields.check';
import { toLifecycleDto } from './lifecycle-mapper';
import type { LifecycleSurvey } from './lifecycle-survey.entity';
import {
  countPeriods,
  deleteLifecycle,
  findLifecycle,
  insertLifecycle,
  lifecyclePage,
  periodsOf,
  updateLifecycle,
} from './lifecycle.repository';

/**
 * Lifecycle surveys (docs/features/lifecycle.md): a customer admin's own organisation's, the operator reads every
 * organisation's. Another organisation's survey answers 404. The invitations are sent by LifecycleTriggers.
 */
@Injectable()
export class LifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fields: LifecycleFieldsCheck,
    private readonly audit: AuditService,
    private readonly inquiries: InquiriesService,
    private readonly insights: InsightsService,
    private readonly clock: Clock,
  ) {}

  async list(user: AuthUser, page: PageQueryDto): Promise<Paged<LifecycleDto>> {
    const found = await lifecyclePage(this.dataSource.manager, user, page, (s) => s);
    const data: LifecycleDto[] = [];
    for (const s of found.data) data.push(toLifecycleDto(s, await countPeriods(this.dataSource.manager, s.id)));
    return { ...found, data };
  }

  async get(user: AuthUser, id: number): Promise<LifecycleDto> {
    const survey = await this.findFor(user, id);
    return toLifecycleDto(survey, await countPeriods(this.dataSource.manager, id));
  }

  /** Sets one up: people whose invitation day is today or later are invited, none for a day before today. */
  async create(user: AuthUser, dto: CreateLifecycleDto, now = this.clock.now()): Promise<LifecycleDto> {
    const fields = await this.fields.check(dto);
    const id = await insertLifecycle(this.dataSource.manager, {
      ...fields,
      customerId: user.customerId!,
      createdByUserId: user.id,
      activeFrom: dayOf(now),
      lastError: null,
    });
    await this.record(user, 'lifecycle.create', id, `${fields.kind} after ${fields.daysAfter} days`);
    return this.get(user, id);
  }

  /** Replaces the survey's settings; people already invited stay invited (never twice). */
  async update(user: AuthUser, id: number, dto: CreateLifecycleDto): Promise<LifecycleDto> {
    await this.findFor(user, id);
    const fields = await this.fields.check(dto);
    await transaction(this.dataSource, async (m) => {
      await this.findFor(user, id, m);
      await updateLifecycle(m, id, fields);
    });
    await this.record(user, 'lifecycle.update', id, `${fields.kind} after ${fields.daysAfter} days`);
    return this.get(user, id);
  }

  async remove(user: AuthUser, id: number): Promise<IdResultDto> {
    await this.findFor(user, id);
    await transaction(this.dataSource, (m) => deleteLifecycle(m, id));
    await this.record(user, 'lifecycle.delete', id, null);
    return { Id: id };
  }

  /**
   * The periods, newest first. Whether a period's figures are released is the inquiry's own anonymity gate (the
   * snapshot rule, MIN_RESPONDENTS): nothing here decides it again.
   */
  async periods(user: AuthUser, id: number): Promise<LifecyclePeriodDto[]> {
    await this.findFor(user, id);
    const out: LifecyclePeriodDto[] = [];
    for (const { period, invited } of await periodsOf(this.dataSource.manager, id)) {
      // A period's inquiry deleted since reads as a period without answers.
      const inquiry = period.inquiryId ? await this.inquiries.get(user, period.inquiryId).catch(() => null) : null;
      const gate = inquiry ? await this.insights.anonymity(user, inquiry.Id) : null;
      out.push({
        Period: period.period,
        InquiryId: period.inquiryId,
        Invited: invited,
        Answered: inquiry?.CompletedForms ?? 0,
        FiguresReleased: gate ? !gate.Gated : false,
        Needed: gate?.Needed ?? 0,
      });
    }
    return out;
  }

  private async findFor(user: AuthUser, id: number, m = this.dataSource.manager): Promise<LifecycleSurvey> {
    return assertTenant(user, await findLifecycle(m, id), 'Lifecycle survey');
  }

  private record(user: AuthUser, action: string, id: number, detail: string | null): Promise<void> {
    return this.audit.record({
      action,
      actorUserId: user.id,
      customerId: user.customerId,
      target: `Lifecycle survey ${id}`,
      detail,
    });
  }
}
