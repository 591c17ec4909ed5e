import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

/** Text inputs have a maximum length of 200 by default (specs §5). */
export const TEXT_MAX = 200;
export const maxLengthMessage = (max: number) => `Must be at most ${max} characters`;

export const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function RequiredText(example: string, max = TEXT_MAX): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example, maxLength: max }),
    trim,
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.required }),
    MaxLength(max, { message: maxLengthMessage(max) }),
  );
}

/** An optional text field: trimmed, at most `max` characters; absent or null is stored as empty. */
export function OptionalText(example: string, max = TEXT_MAX): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example, maxLength: max }),
    trim,
    IsOptional(),
    IsString({ message: 'Must be text' }),
    MaxLength(max, { message: maxLengthMessage(max) }),
  );
}

/** A website: required, a valid http(s) URL ("example.com" is accepted and stored as written). */
export function WebsiteField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'https://fabrikam.example', maxLength: TEXT_MAX }),
    trim,
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.url }),
    MaxLength(TEXT_MAX, { message: maxLengthMessage(TEXT_MAX) }),
    IsUrl({ protocols: ['http', 'https'], require_tld: true, require_valid_protocol: true }, { message: MSG.url }),
  );
}
