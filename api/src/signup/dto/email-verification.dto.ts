import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MSG } from '../../common/validation/messages';

/** POST /api/Customer/EmailVerification/Verify: the 6-digit code of the verification mail. */
export class VerifyEmailDto {
  @ApiProperty({ example: '123456' })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.replace(/\s+/g, '') : typeof value === 'number' ? String(value) : value,
  )
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from the mail' })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  Code: string;
}

/** Whether the caller's address is verified, and a line for the screen. */
export class EmailVerificationStatusDto {
  @ApiProperty() Email: string;
  @ApiProperty() IsVerified: boolean;
  @ApiProperty() Message: string;
}
