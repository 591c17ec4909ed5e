import { INestApplication, RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Puts the app's IdempotencyInterceptor first on every POST handler of every controller, instead of
 * registering it globally: a global interceptor costs every request (reads included) Nest's async
 * resource and observable chain, while only POSTs honour Idempotency-Key. Call before app.init(), which
 * reads the interceptors of each route once; an instance left by an earlier app in this process is
 * replaced.
 */
export function applyIdempotencyToPosts(app: INestApplication): void {
  const interceptor = app.get(IdempotencyInterceptor);
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const prototype = controller.metatype?.prototype as Record<string, unknown> | undefined;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as object | undefined;
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST)
          continue;
        const others = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? []).filter(
          (i) => !(i instanceof IdempotencyInterceptor),
        );
        Reflect.defineMetadata(INTERCEPTORS_METADATA, [interceptor, ...others], handler);
      }
    }
  }
}
