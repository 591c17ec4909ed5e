import { Get, Inject, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery';
import { ScimError } from './scim-error';
import { ScimController } from './scim-resource.decorator';
import { listResponse } from './scim-schemas';

/** SCIM discovery (RFC 7644 §4): what the service supports, its resource types and schemas. */
@ScimController('scim/v2')
export class ScimDiscoveryController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get base() {
    return `${this.config.publicUrl}/scim/v2`;
  }

  @Get('ServiceProviderConfig')
  @ApiOperation({ summary: 'SCIM: the features this service supports (API key with scope scim)' })
  serviceProviderConfig() {
    return serviceProviderConfig(this.base);
  }

  @Get('ResourceTypes')
  @ApiOperation({ summary: 'SCIM: the resource types, User and Group (API key with scope scim)' })
  resourceTypes() {
    const all = resourceTypes(this.base);
    return listResponse(all, all.length, 1);
  }

  @Get('ResourceTypes/:id')
  @ApiOperation({ summary: 'SCIM: one resource type (API key with scope scim)' })
  resourceType(@Param('id') id: string) {
    const found = resourceTypes(this.base).find((r) => r.id === id);
    if (!found) throw ScimError.notFound('ResourceType', id);
    return found;
  }

  @Get('Schemas')
  @ApiOperation({ summary: 'SCIM: the schemas and the attributes kept of each (API key with scope scim)' })
  schemas() {
    const all = schemas(this.base);
    return listResponse(all, all.length, 1);
  }

  @Get('Schemas/:id')
  @ApiOperation({ summary: 'SCIM: one schema by its URN (API key with scope scim)' })
  schema(@Param('id') id: string) {
    const found = schemas(this.base).find((s) => s.id === id);
    if (!found) throw ScimError.notFound('Schema', id);
    return found;
  }
}
