import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export const TRANSLATION_MAX = 5000;

/** The translations of one text; null = not translated (the English text is shown). */
export class LanguageTextsDto {
  @ApiProperty({ type: String, nullable: true }) fr: string | null;
  @ApiProperty({ type: String, nullable: true }) de: string | null;
  @ApiProperty({ type: String, nullable: true }) es: string | null;
}

/** Texts to write; a language left out stays as stored, null or '' removes its translation. */
export class LanguageTextsInputDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSLATION_MAX })
  @IsOptional()
  @IsString({ message: 'Must be text' })
  @MaxLength(TRANSLATION_MAX, { message: `Must be at most ${TRANSLATION_MAX} characters` })
  fr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSLATION_MAX })
  @IsOptional()
  @IsString({ message: 'Must be text' })
  @MaxLength(TRANSLATION_MAX, { message: `Must be at most ${TRANSLATION_MAX} characters` })
  de?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSLATION_MAX })
  @IsOptional()
  @IsString({ message: 'Must be text' })
  @MaxLength(TRANSLATION_MAX, { message: `Must be at most ${TRANSLATION_MAX} characters` })
  es?: string | null;
}
