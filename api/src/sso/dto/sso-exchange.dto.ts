import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** POST /api/auth/sso/exchange: the one-time code the SSO callback handed to the survey app. */
export class SsoExchangeDto {
  @ApiProperty({ description: 'The one-time code from the /auth/sso page’s address fragment' })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This sign-in link is not valid or has expired' })
  @IsString({ message: 'This sign-in link is not valid or has expired' })
  Code: string;
}
