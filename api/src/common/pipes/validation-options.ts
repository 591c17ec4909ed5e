import { ValidationError, ValidationPipeOptions } from '@nestjs/common';
import { ApiError } from '../filters/api-error';

/** "Field: message" lines, nested paths written as the spec's payloads write them (Dtos[0].Answer). */
function validationLines(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = !parent
      ? error.property
      : /^\d+$/.test(error.property)
        ? `${parent}[${error.property}]`
        : `${parent}.${error.property}`;
    const own = Object.values(error.constraints ?? {}).map((message) => `${path}: ${message}`);
    return [...own, ...validationLines(error.children ?? [], path)];
  });
}

/** The one ValidationPipe configuration: used by main.ts and by the test app alike. */
export const validationOptions: ValidationPipeOptions = {
  transform: true,
  whitelist: true,
  forbidNonWhitelisted: false,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => ApiError.badRequest(validationLines(errors)),
};
