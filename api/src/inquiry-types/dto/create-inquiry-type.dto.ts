import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** POST /InquiryType/CreateInquiryType: InqType required; Description and IsActive are sent. */
export class CreateInquiryTypeDto {
  @ApiProperty({ example: 'Organisational Health Check', maxLength: 200 })
  @trim()
  @MaxLength(200, { message: 'Must be at most 200 characters' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  InqType: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'A broad review of the organisation', maxLength: 2000 })
  @trim()
  @IsOptional()
  @MaxLength(2000, { message: 'Must be at most 2000 characters' })
  @IsString({ message: 'Must be text' })
  Description?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  IsActive?: boolean;
}
