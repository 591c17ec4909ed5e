import { applyDecorators, Controller, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ScimErrorFilter } from './scim-error.filter';
import { ScimContentType, ScimKeyGuard } from './scim-key.guard';

/**
 * A SCIM 2.0 controller at `path` (docs/features/scim.md): a customer admin's API key with scope scim, checked by
 * the SCIM key guard, errors in SCIM's shape and SCIM's content type. Its bodies are SCIM resources whose attribute
 * names are case-insensitive and whose extensions are keyed by URN, so they are read by the mappers' rules rather
 * than by class-validator DTOs.
 */
export const ScimController = (path: string) =>
  applyDecorators(
    // Described by its own discovery routes and RFC 7643/7644, not by the portal's OpenAPI document and contracts.
    ApiExcludeController(),
    Roles(Role.CustomerAdmin),
    AcceptsApiKey('scim'),
    UseGuards(ScimKeyGuard),
    UseFilters(ScimErrorFilter),
    UseInterceptors(ScimContentType),
    Controller(path),
  );

/** RFC 7644 §3.3: a created resource's URI in Location as well as in meta.location. */
export function created<T extends { meta: { location: string } }>(reply: FastifyReply, resource: T): T {
  reply.header('Location', resource.meta.location);
  return resource;
}
