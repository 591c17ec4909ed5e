import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MSG } from '../../common/validation/messages';

export const DESCRIPTION_MAX = 200;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const toInt = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value,
  );

export class RecreateInquiryDto {
  @ApiProperty({ example: 'Culture baseline, second round' })
  @trim()
  @MaxLength(DESCRIPTION_MAX, { message: `Must be at most ${DESCRIPTION_MAX} characters` })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  Description: string;
}

export class CreateInquiryDto extends RecreateInquiryDto {
  @ApiProperty({ example: 1 })
  @toInt()
  @IsInt({ message: MSG.required })
  InquiryTypeId: number;

  @ApiPropertyOptional({
    example: 12,
    description:
      'An earlier inquiry of the same organisation and inquiry type that this one follows: the new inquiry continues its series (Insights/Trend).',
  })
  @IsOptional()
  @toInt()
  @Min(1, { message: 'Must be an inquiry id' })
  @IsInt({ message: 'Must be an inquiry id' })
  PreviousInquiryId?: number;
}
