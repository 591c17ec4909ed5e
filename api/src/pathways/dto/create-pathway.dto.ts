import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

/** POST /Pathway/{inquiryId}/CreatePathway: InquiryTypeId (must match the path when sent), Name required. */
export class CreatePathwayDto {
  @ApiPropertyOptional({ description: 'The inquiry type; when sent it must be the one in the path' })
  @Transform(({ value }) =>
    typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value,
  )
  @IsOptional()
  @IsInt({ message: MSG.number })
  InquiryTypeId?: number;

  @ApiProperty({ example: 'Leadership and Culture', maxLength: 200 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: 'Must be at most 200 characters' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  Name: string;
}
