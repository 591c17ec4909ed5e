import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { anonymityGate } from './anonymity-gate';
import { HeatmapDto, HeatmapSegmentDto, InquirySegmentsDto } from './dto/heatmap-responses';
import { heatmapColumn, withTotals } from './heatmap-figures';
import { InsightsService } from './insights.service';
import { GroupView, markWithheld, SegmentFiguresService, withheldOf } from './segment-figures.service';
import { HIDDEN_REASON_TEXT, tooFineMessage, unknownAttribute } from './segment-texts';

/**
 * The heatmap of an inquiry by one attribute of its respondents (docs/features/segments.md): areas and questions per
 * group beside Overall. A customer admin reads the snapshot (groups decided and totals kept when it
 * was taken); the super admin reads live and also gets the figures of groups hidden from customers.
 */
@Injectable()
export class HeatmapService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly insights: InsightsService,
    private readonly answers: AnswersService,
    private readonly segments: SegmentFiguresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The attributes and groups an inquiry can be read by (the heatmap's choices and every tab's group filter),
   * as the caller sees them: the snapshot's generation for a customer admin, live for the super admin. Names only, no figures.
   */
  async attributes(user: AuthUser, inquiryId: number): Promise<InquirySegmentsDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const min = this.config.minRespondents;
    const superAdmin = isSuperAdmin(user);
    const visible = superAdmin || inquiry.resultsUploadedAt !== null;
    const { gate, view } = visible
      ? await this.insights.figuresFor(user, inquiry)
      : { gate: anonymityGate(user, inquiry, null, min), view: undefined };
    if (!visible || gate.Gated || !view) return { ...gate, Attributes: [] };
    const names = [...new Set(view.groups.map((d) => d.attribute))].sort((a, b) => a.localeCompare(b));
    return {
      ...gate,
      Attributes: names.map((name) => {
        const groups = ordered(view.groups.filter((d) => d.attribute === name));
        return {
          Name: name,
          TooFine: groups.some((g) => g.reason === 'TooFine'),
          Groups: groups.map((g) => ({
            Value: g.value,
            NoValue: g.value === '' && !g.rolledUp,
            Hidden: g.hidden,
            HiddenReason: g.reason,
            RolledUp: g.rolledUp,
            Members: g.members,
          })),
        };
      }),
    };
  }

  async heatmap(user: AuthUser, inquiryId: number, rawBy: string | undefined): Promise<HeatmapDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const by = (rawBy ?? '').trim();
    if (!by) throw ApiError.badRequest(['by: This field is mandatory']);
    if (by.length > 100) throw ApiError.badRequest(['by: Must not be longer than 100 characters']);
    const min = this.config.minRespondents;
    const superAdmin = isSuperAdmin(user);
    const visible = superAdmin || inquiry.resultsUploadedAt !== null;
    const { gate, totals, view } = visible
      ? await this.insights.figuresFor(user, inquiry)
      : { gate: anonymityGate(user, inquiry, null, min), totals: undefined, view: undefined };
    const empty = { By: by, ...gate, Overall: null, Segments: [] };
    if (!visible)
      return { ...empty, Message: gate.Gated ? gate.Message : 'The results of this inquiry are not published yet.' };
    if (gate.Gated || !view) return empty;

    const groups = view.groups.filter((d) => d.attribute === by);
    if (!groups.length || groups.every((d) => d.value === '' && d.hidden))
      throw ApiError.badRequest([unknownAttribute(by)]);
    if (groups.some((d) => d.reason === 'TooFine')) {
      const real = groups.filter((d) => d.value !== '');
      throw ApiError.badRequest([tooFineMessage(by, real.filter((d) => d.forms < min).length, real.length, min)]);
    }
    const overallTotals = totals ?? (await this.answers.totalsOfInquiry(inquiry.id));
    const items = await this.insights.aggregates(inquiry, this.dataSource.manager, overallTotals);
    const N = superAdmin ? inquiry.completedCount : (gate.SnapshotForms ?? 0);
    const hide = !superAdmin;
    const Segments: HeatmapSegmentDto[] = [];
    for (const d of ordered(groups)) {
      const withFigures = !d.hidden || superAdmin;
      const own = withFigures
        ? markWithheld(
            await this.segments.totalsOf(inquiry.id, view, by, d.value),
            withheldOf(view, 'ratings', by, d.value),
            hide,
          )
        : [];
      Segments.push({
        Value: d.value,
        NoValue: d.value === '' && !d.rolledUp,
        N: withFigures ? d.forms : null,
        Hidden: d.hidden,
        HiddenReason: d.reason,
        HiddenMessage: d.reason ? HIDDEN_REASON_TEXT[d.reason](min) : null,
        RolledUp: d.rolledUp,
        Members: d.members,
        ...(withFigures ? heatmapColumn(withTotals(items, own), hide) : { Areas: [], Questions: [] }),
      });
    }
    return { ...empty, Overall: { N, ...heatmapColumn(items, hide) }, Segments };
  }
}

/** Plain groups by value, the no-value group after them, the rolled-up group last. */
function ordered(groups: GroupView[]): GroupView[] {
  const rank = (g: GroupView) => (g.rolledUp ? 2 : g.value === '' ? 1 : 0);
  return [...groups].sort((a, b) => rank(a) - rank(b) || a.value.localeCompare(b.value));
}
