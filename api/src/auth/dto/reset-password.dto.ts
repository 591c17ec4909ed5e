import { ApiProperty } from '@nestjs/swagger';
import { IsPortalPassword } from '../password-policy';
import { EmailField } from './email-field';
import { ResetCodeField } from './reset-code-field';

export class ResetPasswordDto {
  @EmailField()
  Email: string;

  @ApiProperty({ example: 'New#Secret2026' })
  @IsPortalPassword()
  Password: string;

  @ResetCodeField()
  token: string;
}
