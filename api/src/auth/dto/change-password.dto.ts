import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';
import { IsPortalPassword, PASSWORD_MAX_LENGTH } from '../password-policy';

export class ChangePasswordDto {
  @ApiProperty({ example: 'Demo#Pass2026' })
  // Stacked validators run bottom-up: the required check first.
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  CurrentPassword: string;

  @ApiProperty({ example: 'New#Secret2026' })
  @IsPortalPassword()
  NewPassword: string;
}
