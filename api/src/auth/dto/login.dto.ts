import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

export class LoginDto {
  @ApiProperty({ example: 'operator@demo.test' })
  @MaxLength(254)
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  username: string;

  @ApiProperty({ example: 'Demo#Pass2026' })
  @MaxLength(200)
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  password: string;
}
