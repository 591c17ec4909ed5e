import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { WebhookEvent } from '@portal/contracts';
import { EntityManager } from 'typeorm';
import { insertDeliveries, webhookSubscriptions } from './webhooks.repository';

/** What an event says: ids and counts only, never a person's identity or answers. */
export type WebhookData = Record<string, string | number | boolean | null>;

/** An inquiry's counters as the event reports them. */
export interface InquiryCounts {
  id: number;
  customerId: number;
  respondentCount: number;
  completedCount: number;
}

/**
 * Queues events for the organisation's endpoints that subscribe to them. Always inside the caller's
 * transaction (its EntityManager): a delivery exists exactly when the change that caused it was stored.
 * Other modules call this service; delivery is the webhook worker's job.
 */
@Injectable()
export class WebhookEvents {
  async emit(m: EntityManager, customerId: number, event: WebhookEvent, data: WebhookData): Promise<void> {
    const hooks = await webhookSubscriptions(m, customerId);
    const subscribed = hooks.filter((h) => h.events.split(',').includes(event));
    if (!subscribed.length) return;
    const now = new Date();
    await insertDeliveries(
      m,
      subscribed.map((h) => ({
        webhookId: h.id,
        event,
        body: JSON.stringify({ Id: randomUUID(), Event: event, CreatedAt: now.toISOString(), Data: data }),
        status: 'queued' as const,
        attempts: 0,
        nextAttemptAt: now,
      })),
    );
  }

  /** A respondent completed a form (who is not said); when it was the last one, the inquiry closes. */
  async formCompleted(m: EntityManager, inquiry: InquiryCounts): Promise<void> {
    const counts = { InquiryId: inquiry.id, Completed: inquiry.completedCount, Respondents: inquiry.respondentCount };
    await this.emit(m, inquiry.customerId, 'form.completed', counts);
    if (inquiry.respondentCount > 0 && inquiry.completedCount >= inquiry.respondentCount) {
      await this.emit(m, inquiry.customerId, 'inquiry.closed', { ...counts, Reason: 'all-completed' });
    }
  }

  async resultsPublished(m: EntityManager, inquiry: InquiryCounts): Promise<void> {
    await this.emit(m, inquiry.customerId, 'results.published', {
      InquiryId: inquiry.id,
      Completed: inquiry.completedCount,
      Respondents: inquiry.respondentCount,
    });
  }
}
