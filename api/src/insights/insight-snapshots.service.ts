import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import type { InsightSnapshot } from './insight-snapshot.entity';
import {
  insertSnapshot,
  replaceSnapshotTotals,
  snapshotOf,
  snapshotTotalsOf,
  updateSnapshot,
} from './insight-snapshots.repository';
import { markWithheld, SegmentFiguresService, SegmentView, ShownTotals, withheldOf } from './segment-figures.service';
import { ClosingFacts, closeReason, maySnapshot } from './snapshot-rule';

/** The figures a customer admin reads: the snapshot's per-question totals (Overall's withheld ones zeroed and marked) and its groups, or none yet. */
export interface CustomerFigures {
  snapshot: InsightSnapshot | null;
  totals: ShownTotals[];
  view: SegmentView;
}

/** Takes and reads the customer admins' snapshots of the answer totals (the rule: snapshot-rule.ts). */
@Injectable()
export class InsightSnapshotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly answers: AnswersService,
    private readonly access: InquiryAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly segments: SegmentFiguresService,
  ) {}

  /**
   * Inside a transaction that holds the inquiry's row lock, with the row as read under that lock:
   * takes the snapshot when the inquiry is closed and the rule allows one. Answers whether it did.
   */
  async takeIfDue(m: EntityManager, inquiry: ClosingFacts & Pick<Inquiry, 'id'>, now = new Date()): Promise<boolean> {
    const reason = closeReason(inquiry, now);
    if (!reason) return false;
    const last = await snapshotOf(m, inquiry.id);
    if (!maySnapshot(inquiry.completedCount, last?.forms ?? null, this.config.minRespondents)) return false;
    const totals = await this.answers.totalsOfInquiry(inquiry.id, m);
    await replaceSnapshotTotals(m, inquiry.id, totals);
    // The groups of the respondents' invited attributes and the withheld figures, decided and stored with the same snapshot as its next generation.
    await this.segments.snapshot(m, inquiry.id, now);
    const header = { forms: inquiry.completedCount, takenAt: now, reason };
    if (last) await updateSnapshot(m, inquiry.id, header);
    else await insertSnapshot(m, inquiry.id, header);
    return true;
  }

  /**
   * The snapshot a customer admin reads. An inquiry that closed by its expiry date (no write closed
   * it) gets its snapshot on the first read that finds it due: under the inquiry's row lock, re-checked
   * there, so concurrent first reads take at most one.
   */
  async forCustomer(inquiry: ClosingFacts & Pick<Inquiry, 'id'>): Promise<CustomerFigures> {
    let snapshot = await snapshotOf(this.dataSource.manager, inquiry.id);
    if (
      closeReason(inquiry) &&
      maySnapshot(inquiry.completedCount, snapshot?.forms ?? null, this.config.minRespondents)
    ) {
      await transaction(this.dataSource, async (m) => this.takeIfDue(m, await this.access.lock(m, inquiry.id)));
      snapshot = await snapshotOf(this.dataSource.manager, inquiry.id);
    }
    if (!snapshot) return { snapshot: null, totals: [], view: { live: false, groups: [], withheld: new Map() } };
    if (!(await this.segments.derived(this.dataSource.manager, inquiry.id))) {
      // A snapshot taken under the old group rule (an upgraded database): its generation is derived once, over the forms it held.
      await transaction(this.dataSource, async (m) => {
        await this.access.lock(m, inquiry.id);
        if (!(await this.segments.derived(m, inquiry.id)))
          await this.segments.snapshot(m, inquiry.id, snapshot!.takenAt, snapshot!.forms);
      });
    }
    const view = await this.segments.stored(inquiry.id);
    const totals = await snapshotTotalsOf(this.dataSource.manager, inquiry.id);
    return { snapshot, totals: markWithheld(totals, withheldOf(view, 'ratings'), true), view };
  }

  /** The inquiry's snapshot as stored (no access check: callers check). */
  current(inquiryId: number): Promise<InsightSnapshot | null> {
    return snapshotOf(this.dataSource.manager, inquiryId);
  }
}
