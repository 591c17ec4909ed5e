import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/field-rules';

/** GET /api/auth/sso/discover?email= */
export class SsoDiscoverQueryDto {
  @ApiProperty({ example: 'jane@northwind.example' })
  @MaxLength(254, { message: 'Please enter a valid email' })
  @IsString({ message: 'Please enter a valid email' })
  @Trim()
  email: string;
}
