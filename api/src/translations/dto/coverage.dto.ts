import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TRANSLATED_LANGUAGES } from '@portal/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { CONTENT_KINDS } from '../content-kinds';

export class LanguageCoverageDto {
  @ApiProperty({ enum: TRANSLATED_LANGUAGES }) Language: string;
  @ApiProperty({ description: 'Translatable texts of the library' }) Total: number;
  @ApiProperty() Translated: number;
  @ApiProperty() Missing: number;
}

export class MissingTextDto {
  @ApiProperty({ enum: CONTENT_KINDS, enumName: 'ContentKind' }) Kind: string;
  @ApiProperty() Id: number;
  @ApiProperty() Label: string;
  @ApiProperty() Field: string;
  @ApiProperty() English: string;
}

export class MissingTextPageDto {
  @ApiProperty() currentPage: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() totalItem: number;
  @ApiProperty() totalPage: number;
  @ApiProperty({ type: [MissingTextDto] }) data: MissingTextDto[];
}

/** GET /api/Translations/Coverage: counts for every language, and one language's missing texts paged. */
export class CoverageDto {
  @ApiProperty({ type: [LanguageCoverageDto] }) Languages: LanguageCoverageDto[];
  @ApiProperty({ enum: TRANSLATED_LANGUAGES, description: 'The language of the Missing list' }) Language: string;
  @ApiProperty({ type: MissingTextPageDto }) Missing: MissingTextPageDto;
}

export class CoverageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TRANSLATED_LANGUAGES, default: 'fr' })
  @IsOptional()
  @IsIn(TRANSLATED_LANGUAGES, { message: `Must be one of ${TRANSLATED_LANGUAGES.join(', ')}` })
  Language?: string;
}
