import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { claimSamlRequest, insertSamlAssertion, insertSamlRequest } from './saml.repository';
import { CLOCK_SKEW_MS, REQUEST_LIFETIME_MS } from './service-provider';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
/** An assertion without NotOnOrAfter is remembered this long: longer than any provider's sessions last. */
const ASSERTION_MEMORY_MS = 24 * 3600_000;

/**
 * The saml_requests and saml_assertions tables: which AuthnRequests this portal sent (single use,
 * 10 minutes) and which assertions it has accepted (once each, until they would have expired).
 */
@Injectable()
export class SamlReplayService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordRequest(customerId: number, requestId: string): Promise<void> {
    // Stale requests go at each start, so the table holds only the last minutes' sign-ins.
    await insertSamlRequest(this.dataSource.manager, {
      requestIdHash: sha256(requestId),
      customerId,
      expiresAt: new Date(Date.now() + REQUEST_LIFETIME_MS),
    });
  }

  /** Marks the request answered and names its organisation; null when unknown, answered already or expired. One caller wins. */
  async claimRequest(requestId: string): Promise<number | null> {
    if (!requestId) return null;
    return claimSamlRequest(this.dataSource.manager, sha256(requestId));
  }

  /** True the first time this issuer's assertion id is seen; false ever after, even for two arriving at once. */
  async acceptOnce(
    customerId: number,
    issuer: string,
    assertionId: string,
    notOnOrAfter: Date | null,
  ): Promise<boolean> {
    // Kept while the assertion could still pass the time checks (its NotOnOrAfter plus the accepted skew).
    const expiresAt = new Date((notOnOrAfter?.getTime() ?? Date.now() + ASSERTION_MEMORY_MS) + CLOCK_SKEW_MS);
    try {
      await insertSamlAssertion(this.dataSource.manager, {
        assertionHash: sha256(`${issuer}\n${assertionId}`),
        customerId,
        expiresAt,
      });
      return true;
    } catch (err) {
      if (/duplicate|unique|primary/i.test(String((err as Error).message))) return false;
      throw err;
    }
  }
}
