import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { Role } from '../common/domain/roles';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { heatmapColumn, withTotals } from '../insights/heatmap-figures';
import { InsightsService } from '../insights/insights.service';
import { markWithheld, SegmentFiguresService } from '../insights/segment-figures.service';
import { managesInInquiry, personEmailOf, personNamesOf, teamFormsOf } from '../read-models/team-forms.read-model';
import { ReportSharesService } from '../report-shares/report-shares.service';
import { TeamAccess, TeamGroupDto, TeamInsightsDto } from './dto/team-insights-responses';
import { sumTotals, TeamDecision } from './team-figures';
import { ROOT } from './team-tree';
import { teamGroupSets } from './team-view';
import { TeamFiguresWorkers } from './team-figures-workers';

export const NO_TEAM = 'You have no people under you in this inquiry and nothing is shared with you';
export const NOT_IN_INQUIRY = 'manager: Nobody invited to this inquiry reports to this person';
const DECISIONS = 16;

/**
 * A manager's view of an inquiry's results (docs/features/managers.md): from the snapshot, the figures of the
 * manager's subtree, of each direct report's subtree that may be shown alone, and of the rest of the team. Who may
 * read: a user of the organisation with people under them in the inquiry's copied hierarchy (their own subtree),
 * a person a customer admin shared a subtree or the whole organisation with, and the customer admin (any manager
 * by ?manager=, the whole organisation without). Every read is audited.
 */
@Injectable()
export class TeamInsightsService {
  private readonly decisions = new Map<string, Promise<TeamDecision | null>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly insights: InsightsService,
    private readonly segments: SegmentFiguresService,
    private readonly shares: ReportSharesService,
    private readonly audit: AuditService,
    private readonly workers: TeamFiguresWorkers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async team(user: AuthUser, inquiryId: number, rawManager?: string, ip?: string): Promise<TeamInsightsDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const { manager, access } = await this.scope(user, inquiry, (rawManager ?? '').trim());
    await this.audit.record({
      action: 'team-insights.read',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `inquiry:${inquiryId}`,
      detail: JSON.stringify({ manager: manager || 'organisation', access }),
      ip,
    });
    const published = inquiry.resultsUploadedAt !== null;
    const { gate, totals: overall } = await this.insights.figuresFor(user, inquiry);
    const names = await personNamesOf(this.dataSource.manager, inquiry.customerId!, manager ? [manager] : []);
    const empty: TeamInsightsDto = {
      InquiryId: inquiryId,
      Published: published,
      ...gate,
      Manager: manager,
      ManagerName: names.get(manager) ?? null,
      Access: access,
      RolledUp: false,
      Team: null,
      DirectReports: [],
      RestOfTeam: null,
    };
    if (!published) return { ...empty, Message: 'The results of this inquiry are not published yet.' };
    if (gate.Gated) return empty;
    const decision = await this.decision(inquiry, `${gate.SnapshotForms}:${String(gate.SnapshotTakenAt)}`);
    if (!decision) return empty;
    const sets = teamGroupSets(decision.tree, decision.roll, manager);
    if (!sets.whole) return { ...empty, RolledUp: true };
    // Titles and areas of the question set; the figures are the group's.
    const items = await this.insights.aggregates(inquiry, this.dataSource.manager, []);
    const everyone = decision.tree.forms.get(ROOT)!.length;
    const reportNames = await personNamesOf(
      this.dataSource.manager,
      inquiry.customerId!,
      sets.reports.map((r) => r.node),
    );
    const column = (forms: number[], head: string): TeamGroupDto => {
      const Name = reportNames.get(head) ?? null;
      // The whole organisation is the overview's own group: the same figures, withheld only as the overview withholds.
      if (forms.length === everyone)
        return { Manager: head, Name, N: forms.length, ...heatmapColumn(withTotals(items, overall ?? []), true) };
      const inSet = new Set(forms);
      const blocks = [...decision.roll.atoms].filter(([, atom]) => atom.length && inSet.has(atom[0])).map(([n]) => n);
      const withheld = new Set(blocks.flatMap((b) => [...(decision.withheld.get(b) ?? [])]));
      const totals = markWithheld(sumTotals(blocks.map((b) => decision.totals.get(b) ?? [])), withheld, true);
      return { Manager: head, Name, N: forms.length, ...heatmapColumn(withTotals(items, totals), true) };
    };
    return {
      ...empty,
      Team: column(sets.whole, ''),
      DirectReports: sets.reports.map((r) => column(r.forms, r.node)),
      RestOfTeam: sets.rest.length ? column(sets.rest, '') : null,
    };
  }

  /** Whose subtree the caller reads and why; 403 when nothing is theirs to read, 400 for an unknown manager. */
  private async scope(user: AuthUser, inquiry: Inquiry, raw: string): Promise<{ manager: string; access: TeamAccess }> {
    const m = this.dataSource.manager;
    if (user.role === Role.CustomerAdmin) {
      if (!raw) return { manager: ROOT, access: 'Admin' };
      const email = /^\d+$/.test(raw) ? await personEmailOf(m, inquiry.customerId!, Number(raw)) : raw.toLowerCase();
      if (!email || !(await managesInInquiry(m, inquiry.id, email))) throw ApiError.badRequest([NOT_IN_INQUIRY]);
      return { manager: email, access: 'Admin' };
    }
    const own = user.email.toLowerCase();
    const shares = await this.shares.sharesFor(inquiry.id, own);
    const wanted = raw.toLowerCase();
    if (!wanted || wanted === own) {
      if (await managesInInquiry(m, inquiry.id, own)) return { manager: own, access: 'Manager' };
      if (shares.some((s) => s.scope === 'Organisation')) return { manager: ROOT, access: 'Share' };
      const team = shares.find((s) => s.scope === 'Team');
      if (team && !wanted) return { manager: team.managerEmail!, access: 'Share' };
      throw ApiError.forbidden([NO_TEAM]);
    }
    if (shares.some((s) => s.scope === 'Team' && s.managerEmail === wanted))
      return { manager: wanted, access: 'Share' };
    throw ApiError.forbidden([NO_TEAM]);
  }

  /** The snapshot's team decision, once per snapshot (the rule runs over every answer: off the request thread). */
  private decision(inquiry: Inquiry, marker: string): Promise<TeamDecision | null> {
    const key = `${inquiry.id}:${marker}`;
    let found = this.decisions.get(key);
    if (!found) {
      found = this.decide(inquiry).catch((err: unknown) => {
        this.decisions.delete(key);
        throw err;
      });
      if (this.decisions.size >= DECISIONS) this.decisions.delete(this.decisions.keys().next().value!);
      this.decisions.set(key, found);
    }
    return found;
  }

  private async decide(inquiry: Inquiry): Promise<TeamDecision | null> {
    const input = await this.segments.snapshotInputs(inquiry.id);
    if (!input) return null;
    const people = await teamFormsOf(this.dataSource.manager, inquiry.id, input.forms);
    return this.workers.decide(input, people, this.config.minRespondents);
  }
}
