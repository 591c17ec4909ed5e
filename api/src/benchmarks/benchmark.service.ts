import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { BenchmarkReleasesService } from './benchmark-releases.service';
import { benchmarkOf, idsOfArea, orgMeans } from './benchmark-figures';
import { BenchmarkDto, BenchmarkItem } from './dto/benchmark-responses.dto';
import { libraryQuestions } from '../trends/library-questions';
import { Estimate, round } from '../trends/statistics';
import { isSuperAdmin } from '../auth/tenant-scope';
import { areaFigures, areasOf, areaWithheld, questionFigures } from '../trends/trend-figures';
import { TrendService } from '../trends/trend.service';
import { EnpsService } from '../insights/enps.service';
import { benchmarkEnps } from './benchmark-enps';

const valueOf = (e: Estimate | null) => ({
  Value: round(e?.mean),
  N: e?.n ?? 0,
  Ci95: e?.ci95 ? [round(e.ci95[0])!, round(e.ci95[1])!] : null,
});

/**
 * This organisation's mean performance against the benchmark pool of the inquiry's type (docs/features/rounds-and-benchmarks.md).
 * The pool: every organisation's latest published inquiry of the type with at least MIN_RESPONDENTS completed
 * forms in its snapshot, contributing and not excluded, the asking organisation included when it qualifies
 * (everyone reads the same released figure, so no two organisations see different pools to compare).
 * Its figures are frozen per release (benchmark-release-rule.ts). The caller's own Value is what it may see
 * of its inquiry anyway: its snapshot for a customer admin, the live totals for the super admin.
 */
@Injectable()
export class BenchmarkService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly trends: TrendService,
    private readonly releases: BenchmarkReleasesService,
    private readonly enps: EnpsService,
  ) {}

  async benchmark(user: AuthUser, inquiryId: number): Promise<BenchmarkDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const k = this.releases.minOrgs;
    const pool = await this.releases.current(inquiry.inquiryTypeId);
    const base = {
      InquiryId: inquiry.id,
      MinOrgs: k,
      ReleasedAt: pool.release ? new Date(pool.release.releasedAt).toISOString() : null,
      Areas: [],
      Questions: [],
      Enps: null,
    };
    if (!pool.release) {
      const count = pool.qualifying.length;
      return {
        ...base,
        OrgCount: count,
        Shown: false,
        Needed: Math.max(0, k - count),
        State: 'not-enough-organisations',
        Message: `A benchmark needs ${k} organisations with published results of this inquiry type; ${Math.max(0, k - count)} more are needed.`,
      };
    }
    if (!pool.shown) {
      return {
        ...base,
        OrgCount: pool.release.orgCount,
        Shown: false,
        Needed: 0,
        State: 'renewing',
        Message:
          'An organisation of the benchmark withdrew its figures; the benchmark is shown again once enough organisations have joined or renewed their results.',
      };
    }
    const [own, questions, totals, memberEnps] = await Promise.all([
      this.trends.roundTotals(user, inquiry),
      libraryQuestions(this.dataSource.manager, inquiry),
      this.releases.memberTotals(inquiry.inquiryTypeId),
      this.releases.memberEnps(inquiry.inquiryTypeId),
    ]);
    // The organisation's eNPS from the totals behind its other figures (none: every figure of it null).
    const [ownEnps] = await this.enps.figuresOf(user, inquiry, own?.totals ?? []);
    const byId = new Map((own?.totals ?? []).filter((t) => !t.isCustomQuestion).map((t) => [t.questionId, t]));
    const item = (value: Estimate | null, ids: Set<number>): BenchmarkItem => ({
      ...valueOf(value),
      ...benchmarkOf(orgMeans(totals, ids), value, k),
    });
    return {
      ...base,
      OrgCount: pool.release.orgCount,
      Shown: true,
      Needed: 0,
      State: own ? 'shown' : 'no-figures',
      Message: own
        ? null
        : 'This inquiry has no figures of its own yet (published results over enough completed forms); the benchmark is shown alone.',
      // A customer admin gets no area figure while a question of the area is withheld (as on every other read).
      Areas: areasOf(questions).map((area) => {
        const withheld = !isSuperAdmin(user) && areaWithheld(questions, byId, area);
        return {
          Area: area,
          ...item(withheld ? null : areaFigures(questions, byId, area).performance, idsOfArea(questions, area)),
        };
      }),
      Questions: questions.map((q) => ({
        Id: q.id,
        Title: q.title,
        Area: q.area,
        ...item(questionFigures(byId.get(q.id)).performance, new Set([q.id])),
      })),
      Enps: ownEnps ? benchmarkEnps(ownEnps, memberEnps, k) : null,
    };
  }
}
