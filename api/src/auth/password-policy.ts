import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { PASSWORD_PATTERN } from '@portal/contracts';
import { MSG } from '../common/validation/messages';
import { isCommonPassword } from './common-passwords';

const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another';
/** argon2 accepts long input, but nobody types more; a cap keeps hashing cheap for hostile bodies. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password rule everywhere a password is chosen (sign-up, reset, change; decisions.md §3):
 * required, the strength rule, at most 128 characters, not a very common password.
 */
export function IsPortalPassword(): PropertyDecorator {
  // Checked in this order; the validation pipe stops at the first failure of a field.
  return applyDecorators(
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.required }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Must be at most ${PASSWORD_MAX_LENGTH} characters` }),
    Matches(PASSWORD_PATTERN, { message: MSG.passwordRule }),
    ValidateBy({
      name: 'notCommonPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !isCommonPassword(value),
        defaultMessage: () => COMMON_PASSWORD_MESSAGE,
      },
    }),
  );
}
