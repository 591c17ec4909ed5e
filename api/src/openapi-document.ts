import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from './common/dto/error-body.dto';
import { IDEMPOTENCY_HEADER_DOC } from './idempotency/idempotent.decorator';

/** The OpenAPI document served at /api/docs; the contracts' API types are generated from it. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const openApi = new DocumentBuilder()
    .setTitle('Diagnostic portal API')
    .setDescription('Every call of the specifications, under /api. Errors: {status, title, errorMessage[]}.')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, openApi, { extraModels: [ErrorBodyDto] });
  // A named enum takes the description of the first property that uses it; that text is the property's, not the enum's.
  for (const schema of Object.values(document.components?.schemas ?? {}))
    if ('enum' in schema) delete schema.description;
  // Every authenticated POST honours Idempotency-Key (public ones say so with @Idempotent()).
  for (const item of Object.values(document.paths)) {
    const post = item.post;
    if (!post?.security?.length || post.parameters?.some((p) => 'name' in p && p.name === IDEMPOTENCY_HEADER_DOC.name))
      continue;
    post.parameters = [
      ...(post.parameters ?? []),
      { in: 'header', ...IDEMPOTENCY_HEADER_DOC, schema: { type: 'string', maxLength: 255 } },
    ];
  }
  return document;
}
