import { Inject, Injectable } from '@nestjs/common';
import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { AnswersService } from '../answers/answers.service';
import type { QuestionTotals } from '../answers/stored-answer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { overallQuestionShown } from '../insights/anonymity-gate';
import type { ShownTotals } from '../insights/segment-figures.service';
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
  /** The per-question totals of the customer's figures, or null when they will be withheld whole. */
  totals: QuestionTotals[] | null;
  /** Forms those totals hold. */
  forms: number;
  minRespondents: number;
  /** Whether the customer may see a question's figure over everyone. */
  shown: (t: QuestionTotals) => boolean;
}

@Injectable()
export class TemplateFiguresService {
  constructor(
    private readonly snapshots: InsightSnapshotsService,
    private readonly answers: AnswersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(inquiry: Inquiry, completedForms: number): Promise<CustomerFigures> {
    const min = this.config.minRespondents;
    // The snapshot's totals arrive with the questions the group rule withheld marked (and zeroed): those are not shown either.
    const shown = (t: QuestionTotals) => !(t as ShownTotals).withheld && overallQuestionShown(t, min);
    const base = { completedForms, minRespondents: min, shown };
    // Takes the snapshot a customer read would take now if the inquiry already closed and one is due.
    const current = await this.snapshots.forCustomer(inquiry);
    if (maySnapshot(completedForms, current.snapshot?.forms ?? null, min)) {
      return { ...base, totals: await this.answers.totalsOfInquiry(inquiry.id), forms: completedForms };
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
    ? `one of its questions has fewer than ${figures.minRespondents} answers other than Don't Know, so the customer admin does not see the area's figures`
    : `the results would be published over ${figures.completedForms} completed ${figures.completedForms === 1 ? 'form' : 'forms'}, fewer than the ${figures.minRespondents} the customer admin needs to see any figure`;
}
