import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { MSG } from '../../common/validation/messages';

/** A calendar day YYYY-MM-DD (a date-time is cut to its day); blank or null clears it. */
export const DueDateRules = () =>
  applyDecorators(
    Transform(({ value }) => (value === '' ? null : typeof value === 'string' ? value.trim().slice(0, 10) : value)),
    Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: MSG.date }),
    IsString({ message: MSG.date }),
  );
