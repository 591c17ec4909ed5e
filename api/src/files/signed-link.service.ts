import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const DEFAULT_LINK_TTL_SECONDS = 300;

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

  isValid(fileId: number, expires: string | undefined, sig: string | undefined, now = Date.now()): boolean {
    const exp = Number(expires);
    if (!Number.isInteger(exp) || !sig || exp < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.sign(fileId, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(fileId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${expires}`).digest('base64url');
  }
}
