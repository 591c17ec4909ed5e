import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { ApiKeyScope } from '@portal/contracts';

export const API_KEY_SCOPE = 'apiKeyScope';

/**
 * Admits an API key carrying this scope to the route (besides the roles in @Roles). A route without
 * it refuses every API key with 403, whatever the key's scopes.
 */
export const AcceptsApiKey = (scope: ApiKeyScope) =>
  applyDecorators(SetMetadata(API_KEY_SCOPE, scope), ApiExtension('x-api-key-scope', scope));
