import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TEXT_MAX, ToBoolean, tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';

/**
 * PUT /api/CustomerUser/{id} (platform-administration.md §4-§5). FirstName and LastName are required;
 * Designation, Active and IsVerified keep their value when left out. Email and IsAdmin are read-only:
 * they are not part of this body, so whatever a client sends for them is dropped unread.
 */
export class UpdateCustomerUserDto {
  @ApiProperty({ example: 'Alice', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  FirstName: string;

  @ApiProperty({ example: 'Morgan', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  LastName: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Team lead',
    maxLength: TEXT_MAX,
    description: 'Job title; optional, may be blank (null counts as blank)',
  })
  @IsOptional()
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsString({ message: 'Must be text' })
  @Trim()
  Designation?: string | null;

  @ApiPropertyOptional({ example: true, description: 'false deactivates the user and revokes their tokens' })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  @ToBoolean()
  Active?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  @ToBoolean()
  IsVerified?: boolean;
}
