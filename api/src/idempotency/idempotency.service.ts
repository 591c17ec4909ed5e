import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import type { ErrorBody } from '../common/filters/api-error';
import { deleteKey, deleteKeysCreatedBefore, findKey, insertClaim, storeAnswer } from './idempotency-keys.repository';

/** How long a key answers the first response again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A request still running under the same key is waited for, polling this often, at most this long. */
const POLL_MS = 50;
const WAIT_MS = 30_000;

export type Claim =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

/**
 * The idempotency keys, in the database: every API instance sees the same rows on either engine with
 * no Redis needed, the unique (owner, key) index settles two concurrent claims, and an answer kept for
 * 24 h survives a restart. Rows older than the window are pruned when a new key is claimed.
 */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims the key for this request, or says what the earlier request with it answered. */
  async claim(owner: string, key: string, requestHash: string): Promise<Claim> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await this.tryInsert(owner, key, requestHash);
      if (claimed !== null) return { kind: 'claimed', id: claimed };
      const row = await this.db((m) => findKey(m, owner, key));
      if (row && row.requestHash !== requestHash) return { kind: 'mismatch' };
      if (row?.status != null)
        return { kind: 'replay', status: row.status, body: row.body === null ? undefined : JSON.parse(row.body) };
      if (Date.now() > deadline) return { kind: 'busy' };
      // Still running, or released since: wait and try again.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Keeps the first answer for replays. */
  complete(id: number, status: number, body: unknown): Promise<unknown> {
    const kept = withoutSecrets(body);
    return this.db((m) => storeAnswer(m, id, status, kept === undefined ? null : JSON.stringify(kept)));
  }

  /** The request failed or its answer cannot be kept: the key is free again for a retry. */
  release(id: number): Promise<unknown> {
    return this.db((m) => deleteKey(m, id));
  }

  private async tryInsert(owner: string, key: string, requestHash: string): Promise<number | null> {
    return this.db(async (m) => {
      await deleteKeysCreatedBefore(m, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS));
      try {
        return await insertClaim(m, owner, key, requestHash);
      } catch (err) {
        // The unique (owner, key) index: another request holds this key. Anything else is a real failure.
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    });
  }

  /** In the request's own unit of work: the interceptor runs inside the POST's handler (docs/architecture.md, Transactions). */
  private db<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return work(this.dataSource.manager);
  }
}

/** Answer fields never kept for a replay: a bearer token stored for a day would outlive its own expiry check. */
const SECRET_FIELDS = ['Token', 'token'];

/** The answer as kept for a replay: a signed-in answer replays without its token (the caller logs in instead). */
export function withoutSecrets(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const kept = { ...(body as Record<string, unknown>) };
  for (const field of SECRET_FIELDS) delete kept[field];
  return kept;
}

/**
 * What is kept for a create whose answer held a secret shown once: not the answer, but the refusal its
 * repeat gets, naming the record by its Id (the only field such an answer holds beside the secret).
 */
export function withheldAnswer(what: string, body: unknown): ErrorBody {
  const id = body !== null && typeof body === 'object' && 'Id' in body ? Number((body as { Id: unknown }).Id) : null;
  const created = id === null || Number.isNaN(id) ? `a ${what}` : `${what} ${id}`;
  return {
    status: 409,
    title: 'Conflict',
    errorMessage: [
      `Idempotency-Key: The first request with this key created ${created}; its secret was shown in that answer only and is not kept. If that answer was lost, delete it and create another`,
    ],
  };
}
