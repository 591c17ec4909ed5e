import { Inject, Injectable } from '@nestjs/common';
import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { AnswersService } from '../answers/answers.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { markWithheld, SegmentFiguresService, type ShownTotals, withheldOf } from '../insights/segment-figures.service';
import { InsightSnapshotsService } from '../insights/insight-snapshots.service';
import { maySnapshot } from '../insights/snapshot-rule';
import type { Inquiry } from '../inquiries/inquiry.entity';
import type { InputLine } from './result-inputs.service';

/**
 * The figures a customer admin will read once the results are published: publishing closes the inquiry,
 * so it then holds a snapshot over the forms completed now if the rule allows one (snapshot-rule.ts), else the
 * snapshot it already had, else none (below the floor). Everything the result template pre-fills from the
 * answers comes from these only, and an uploaded area colour must rest on them: a colour or input of the live
 * answers beside withheld figures would tell the customer what the anonymity floor keeps from them.
 */
export interface CustomerFigures {
  /** Completed forms now (the template's stamp; an upload finding another count is refused). */
  completedForms: number;
  /** The per-question totals of the customer's figures (withheld questions zeroed and marked), or null when they will be withheld whole. */
  totals: ShownTotals[] | null;
  /** Forms those totals hold. */
  forms: number;
  minRespondents: number;
  /** Whether the customer may see a question's figure over everyone (the insights module's decision, as marked). */
  shown: (t: ShownTotals) => boolean;
}

@Injectable()
export class TemplateFiguresService {
  constructor(
    private readonly snapshots: InsightSnapshotsService,
    private readonly answers: AnswersService,
    private readonly segments: SegmentFiguresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(inquiry: Inquiry, completedForms: number): Promise<CustomerFigures> {
    const min = this.config.minRespondents;
    // The totals arrive with the questions the group rule withholds for Overall marked (and zeroed).
    const shown = (t: ShownTotals) => !t.withheld;
    const base = { completedForms, minRespondents: min, shown };
    // Takes the snapshot a customer read would take now if the inquiry already closed and one is due.
    const current = await this.snapshots.forCustomer(inquiry);
    if (maySnapshot(completedForms, current.snapshot?.forms ?? null, min)) {
      // The snapshot publishing takes withholds what the live decision withholds now (same forms, same generations).
      const view = await this.segments.live(inquiry.id, completedForms);
      const totals = markWithheld(await this.answers.totalsOfInquiry(inquiry.id), withheldOf(view, 'ratings'), true);
      return { ...base, totals, forms: completedForms };
    }
    if (current.snapshot) return { ...base, totals: current.totals, forms: current.snapshot.forms };
    return { ...base, totals: null, forms: completedForms };
  }
}

/** Areas whose figures the customer will not see: every area below the floor, else those with a withheld question. */
export function unbackedAreas(figures: CustomerFigures, lines: InputLine[]): Set<ResultArea> {
  if (!figures.totals) return new Set(RESULT_AREAS);
  return new Set(lines.filter((l) => l.withheld).map((l) => l.area));
}

/** Why the customer's figures of an area are withheld, as an upload's error line says it. */
export function unbackedReason(figures: CustomerFigures): string {
  return figures.totals
    ? `the customer admin does not see the area's figures: one of its questions has too few answers other than Don't Know (fewer than ${figures.minRespondents})`
    : `the results would be published over ${figures.completedForms} completed ${figures.completedForms === 1 ? 'form' : 'forms'}, fewer than the ${figures.minRespondents} the customer admin needs to see any figure`;
}
