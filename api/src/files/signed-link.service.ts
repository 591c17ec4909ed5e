import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const DEFAULT_LINK_TTL_SECONDS = 300;

export type LinkState = 'valid' | 'expired' | 'invalid';

/**
 * Short-lived signed download links (decisions.md §5): /api/files/{id}?expires=…&sig=…
 * A browser can open one without the bearer header; a leaked link stops working soon.
 */
@Injectable()
export class SignedLinkService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('signed-file-links').digest();
  }

  link(fileId: number, ttlSeconds = DEFAULT_LINK_TTL_SECONDS, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `/api/files/${fileId}?expires=${expires}&sig=${this.sign(fileId, expires)}`;
  }

  /** Whether a link works; a genuine link past its time is told apart from a forged or damaged one. */
  check(fileId: number, expires: unknown, sig: unknown, now = Date.now()): LinkState {
    const exp = Number(expires);
    if (typeof expires !== 'string' || !Number.isInteger(exp) || typeof sig !== 'string' || !sig) return 'invalid';
    const expected = Buffer.from(this.sign(fileId, exp));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return exp < Math.floor(now / 1000) ? 'expired' : 'valid';
  }

  private sign(fileId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${expires}`).digest('base64url');
  }
}
