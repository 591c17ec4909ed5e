import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const STEP_INVALID = 'This step is not valid or has expired. Please sign in with your organisation again.';

/** POST /api/auth/sso/link/code: mail the account's owner a code for the link step. */
export class SsoLinkCodeDto {
  @ApiProperty({ description: 'The link step’s token from the /auth/sso page’s address fragment (#link=)' })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: STEP_INVALID })
  @IsString({ message: STEP_INVALID })
  Token: string;
}

/** The answer of POST /api/auth/sso/link/code: a code was mailed to the account's own address. */
export class SsoLinkCodeSentDto {
  @ApiProperty({ example: true }) Sent: boolean;
  @ApiProperty({ example: 10, description: 'Minutes the mailed code stays valid' }) ValidMinutes: number;
}

/** POST /api/auth/sso/link: the account owner's proof, their password or the mailed code (one of them). */
export class SsoLinkDto extends SsoLinkCodeDto {
  @ApiPropertyOptional({ description: 'The account’s password' })
  @IsOptional()
  @MaxLength(200, { message: 'Enter your password or the code' })
  @IsString({ message: 'Enter your password or the code' })
  Password?: string;

  @ApiPropertyOptional({ description: 'The 6-digit code mailed to the account’s address' })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: 'The code is 6 digits' })
  @IsString({ message: 'The code is 6 digits' })
  Code?: string;
}
