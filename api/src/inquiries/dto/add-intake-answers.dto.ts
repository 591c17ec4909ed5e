import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsInt, IsString, ValidateNested } from 'class-validator';
import { MSG } from '../../common/validation/messages';

export class IntakeAnswerItemDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: MSG.required })
  IntakeId: number;

  @ApiProperty({ description: 'Text, or "yes"/"no" for a Checkbox question' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MSG.required })
  Answer: string;
}

export class AddIntakeAnswersDto {
  @ApiProperty({ type: [IntakeAnswerItemDto] })
  @ValidateNested({ each: true })
  @Type(() => IntakeAnswerItemDto)
  @IsArray({ message: MSG.required })
  IntakeAnswersDtos: IntakeAnswerItemDto[];
}
