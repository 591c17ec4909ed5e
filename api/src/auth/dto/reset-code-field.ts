import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MSG } from '../../common/validation/messages';

export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the mail';

/** The 6-digit code of a forgot-password mail (spaces around it ignored). */
export function ResetCodeField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: '042917', description: 'The 6-digit code from the forgot-password mail' }),
    Transform(({ value }) =>
      typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value).padStart(6, '0') : value,
    ),
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: CODE_FORMAT_MESSAGE }),
    Matches(/^\d{6}$/, { message: CODE_FORMAT_MESSAGE }),
  );
}
