import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

const toInt = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value));

export class DocumentValidateDto {
  @ApiProperty({ example: 'org-chart.pdf' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: 'Must be at most 200 characters' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  DocumentName: string;

  @ApiProperty()
  @toInt()
  @IsInt({ message: MSG.required })
  InquiryId: number;

  @ApiProperty()
  @toInt()
  @IsInt({ message: MSG.required })
  DiagnosticId: number;
}
