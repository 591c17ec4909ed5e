import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { parse as parseForm } from 'node:querystring';

/** Deeper bodies are refused: recursive validation of a hostile nesting would overflow the stack (500). */
const JSON_MAX_DEPTH = 32;

/** Whether a parsed body nests objects/arrays deeper than max (iterative, so it cannot overflow itself). */
export function tooDeep(body: unknown, max = JSON_MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(value))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON and flat url-encoded bodies up to limit bytes (Fastify answers 413 beyond it). JSON.parse keeps
 * a "__proto__" key as a plain own property, and validation whitelists the fields, so nothing reaches
 * a prototype. Any other content type is left unread, as Express did: the route's validation answers,
 * and a multipart body stays in the request stream for the upload interceptors (fastify-multer) to read.
 */
export function registerBodyParsers(fastify: FastifyInstance, limit: number): void {
  fastify.removeAllContentTypeParsers();
  // SCIM clients send application/scim+json (RFC 7644 §3.1), which is JSON.
  const json = ['application/json', 'application/scim+json'];
  fastify.addContentTypeParser(json, { parseAs: 'string', bodyLimit: limit }, (_req, text, done) => {
    if (text === '') return done(null, {});
    let body: unknown;
    try {
      body = JSON.parse(text as string);
    } catch {
      return done(new BadRequestException(['The request body is not valid JSON']), undefined);
    }
    if (tooDeep(body)) return done(new BadRequestException(['The request body is nested too deeply']), undefined);
    done(null, body);
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: limit },
    (_req, text, done) => {
      done(null, { ...parseForm(text as string) });
    },
  );
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}
