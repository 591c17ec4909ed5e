import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defer, from, lastValueFrom, Observable } from 'rxjs';
import { ApiError, type ErrorBody } from '../common/filters/api-error';
import { IDEMPOTENT_ROUTE, SHOWN_ONCE } from './idempotent.decorator';
import { IdempotencyService, withheldAnswer } from './idempotency.service';
import { requestFingerprint } from './request-fingerprint';

const HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

/**
 * Idempotency-Key on POST: an authenticated caller's (keyed by user) or, on a route marked @Idempotent(),
 * an anonymous caller's (keyed by address). The first request with a key runs; a repeat within 24 h answers
 * its status and body again without running; a different request with the same key gets 422. A request
 * that fails frees the key, so a retry runs again. A create whose answer holds a secret (@AnswerShownOnce)
 * keeps no answer: its repeat is refused with 409 naming what the first one created.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest & { user?: { id: number } }>();
    const raw = req.headers?.[HEADER];
    if (req.method !== 'POST' || raw === undefined) return next.handle();
    const owner = req.user
      ? `user:${req.user.id}`
      : this.reflector.get<boolean>(IDEMPOTENT_ROUTE, context.getHandler())
        ? `address:${req.ip}`
        : null;
    if (!owner) return next.handle();
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw ApiError.badRequest([`Idempotency-Key: must be 1 to ${MAX_KEY_LENGTH} characters`]);
    }
    const hash = requestFingerprint(req.method, req.url, req.body);
    // Nest sets the route's status after the handler, so the status to keep is the route's own.
    const status = this.reflector.get<number>(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    const shownOnce = this.reflector.get<string | undefined>(SHOWN_ONCE, context.getHandler());
    return defer(() => from(this.run(owner, key, hash, { status, shownOnce }, next, http.getResponse<FastifyReply>())));
  }

  private async run(
    owner: string,
    key: string,
    hash: string,
    route: { status: number; shownOnce?: string },
    next: CallHandler,
    reply: FastifyReply,
  ): Promise<unknown> {
    const claim = await this.keys.claim(owner, key, hash);
    if (claim.kind === 'mismatch') {
      throw new ApiError(422, 'Unprocessable Entity', [
        'Idempotency-Key: This key was already used with a different request',
      ]);
    }
    if (claim.kind === 'busy')
      throw ApiError.conflict(['Idempotency-Key: A request with this key is still being processed']);
    if (claim.kind === 'replay') {
      // Only answers that succeeded are kept; an error kept is the refusal of a create whose secret was not kept.
      if (claim.status >= 400) {
        const refusal = claim.body as ErrorBody;
        throw new ApiError(refusal.status, refusal.title, refusal.errorMessage);
      }
      reply.status(claim.status);
      return claim.body;
    }
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      await this.keys.release(claim.id);
      throw err;
    }
    // A file or stream cannot be answered again: the key is freed instead.
    if (body instanceof StreamableFile || Buffer.isBuffer(body)) await this.keys.release(claim.id);
    else if (route.shownOnce)
      await this.keys.complete(claim.id, HttpStatus.CONFLICT, withheldAnswer(route.shownOnce, body));
    else await this.keys.complete(claim.id, route.status, body);
    return body;
  }
}
