import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

/** An email field: required, valid, trimmed and lower-cased (accounts are matched case-insensitively). */
export function EmailField(example = 'admin@northwind.demo.test'): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.email }),
    MaxLength(254, { message: MSG.email }),
    IsEmail({}, { message: MSG.email }),
  );
}
