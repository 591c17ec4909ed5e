import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from './common/dto/error-body.dto';

/** The OpenAPI document served at /api/docs; the contracts' API types are generated from it. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const openApi = new DocumentBuilder()
    .setTitle('Diagnostic portal API')
    .setDescription('Every call of the specifications, under /api. Errors: {status, title, errorMessage[]}.')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, openApi, { extraModels: [ErrorBodyDto] });
}
