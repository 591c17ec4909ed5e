import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Paged } from '../common/paging/paged';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { unitOfWork } from '../database/unit-of-work';
import { AuditAggregator, AuditSlot } from './audit-aggregator';
import { AuditEntry } from './audit-entry';
import { AuditLogItem, toAuditLogItem } from './audit-log.mapper';
import { AuditRetention } from './audit-retention';
import { currentAuditRequest } from './audit-request-context';
import { eventsOf, insertEvent, pageOfEvents, updateEventCount } from './audit.repository';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

export type { AuditEntry };

const FLUSH_INTERVAL_MS = 1000;
const REFUSED_ACTION = /\.(failed|inactive)$/;

/**
 * Records security-relevant events and lists them. Repeats share one row (see AuditAggregator).
 * Refusals are only counted in memory (recordLater) and a timer writes the counts, so a flood
 * costs neither the requests nor the database more than one write per row and second; a failed
 * write is logged and never fails a request. Reads write what is pending first. The statements are
 * in audit.repository.ts.
 */
@Injectable()
export class AuditService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Audit');
  private readonly aggregator: AuditAggregator;
  private readonly retention: AuditRetention;
  private readonly writing = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private inserted = 0;
  private pruning: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.aggregator = new AuditAggregator(config.audit.aggregateSeconds * 1000);
    this.retention = new AuditRetention(dataSource.manager, config.audit);
  }

  onModuleInit(): void {
    this.timer = setInterval(
      () => void unitOfWork(this.dataSource, () => this.flush()).catch(() => undefined),
      FLUSH_INTERVAL_MS,
    );
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  /**
   * Records an event a service reports (an edit, a login, an export): written at once, as before,
   * unless a write of the same aggregated row is under way (then the timer adds this one to its count).
   */
  record(entry: AuditEntry): Promise<void> {
    return this.write([this.count(entry)]);
  }

  /** Counts a refusal without waiting: the timer writes it within a second, however many come. */
  recordLater(entry: AuditEntry): void {
    this.count(entry);
  }

  /** Writes everything pending now, waits for writes already under way, then keeps the table within its bounds. */
  async flush(): Promise<void> {
    await this.write();
    await Promise.all([...this.writing]);
    const inserted = this.inserted;
    this.inserted = 0;
    // One prune at a time; a flush also waits for the one another flush (the timer's) started.
    this.pruning = this.pruning
      .then(() => this.retention.afterInserts(inserted))
      .catch((err: unknown) =>
        this.logger.warn(`Pruning the audit log failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    await this.pruning;
  }

  /** Newest first, filtered by action, user, organisation and time. */
  async list(query: AuditLogQueryDto): Promise<Paged<AuditLogItem>> {
    await this.flush();
    return pageOfEvents(this.dataSource.manager, query, toAuditLogItem);
  }

  /** The filtered events for an export, newest first, at most `limit`. */
  async all(query: AuditLogQueryDto, limit: number): Promise<AuditLogItem[]> {
    await this.flush();
    return (await eventsOf(this.dataSource.manager, query, limit)).map(toAuditLogItem);
  }

  private count(entry: AuditEntry): AuditSlot {
    const req = currentAuditRequest();
    return this.aggregator.add({
      ...entry,
      outcome: entry.outcome ?? (REFUSED_ACTION.test(entry.action) ? 'refused' : 'succeeded'),
      ip: entry.ip ?? req?.ip ?? null,
      method: entry.method ?? req?.method ?? null,
      route: entry.route ?? (req?.originalUrl ?? req?.url)?.split('?')[0] ?? null,
      actorUserId: entry.actorUserId ?? req?.user?.id ?? null,
      actorEmail:
        entry.actorEmail ??
        (req?.user && req.user.id === (entry.actorUserId ?? req.user.id) ? req.user.email : null) ??
        null,
    });
  }

  private write(only?: AuditSlot[]): Promise<void> {
    const run = this.writeClaimed(this.aggregator.claim(only));
    this.writing.add(run);
    return run.finally(() => this.writing.delete(run));
  }

  private async writeClaimed(work: AuditSlot[]): Promise<void> {
    for (const slot of work) {
      const { count, lastAt } = slot;
      try {
        if (slot.id === undefined) {
          slot.id = await insertEvent(this.dataSource.manager, slot.entry, count, slot.firstAt, lastAt);
          this.inserted += 1;
        } else {
          await updateEventCount(this.dataSource.manager, slot.id, count, lastAt);
        }
        slot.written = count;
      } catch (err) {
        this.logger.warn(
          `Writing audit event ${slot.entry.action} failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      } finally {
        this.aggregator.release(slot);
      }
    }
  }
}
