import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, ValidateNested } from 'class-validator';
import { CONTENT_KINDS } from '../content-kinds';
import { LanguageTextsDto, LanguageTextsInputDto } from './language-texts.dto';

export class FieldTranslationsDto {
  @ApiProperty({
    example: 'title',
    description: 'title, description, name, detail, step1Title…, ratingOptions.N, checkboxOptions.N',
  })
  Field: string;
  @ApiProperty({ description: 'The English text (edited on the item itself)' }) English: string;
  @ApiProperty({ type: LanguageTextsDto }) Translations: LanguageTextsDto;
}

/** GET/PUT /api/Translations/{kind}/{id}: every translatable text of one item. */
export class ItemTranslationsDto {
  @ApiProperty({ enum: CONTENT_KINDS, enumName: 'ContentKind' }) Kind: string;
  @ApiProperty() Id: number;
  @ApiProperty({ description: 'A short English name of the item' }) Label: string;
  @ApiProperty({ type: [FieldTranslationsDto] }) Fields: FieldTranslationsDto[];
}

export class FieldTranslationsInputDto {
  @ApiProperty({ example: 'title' })
  @IsString({ message: 'Must be text' })
  @IsNotEmpty({ message: 'This field is mandatory' })
  Field: string;

  @ApiProperty({ type: LanguageTextsInputDto })
  @ValidateNested()
  @Type(() => LanguageTextsInputDto)
  Translations: LanguageTextsInputDto;
}

export class UpdateItemTranslationsDto {
  @ApiProperty({ type: [FieldTranslationsInputDto] })
  @IsArray({ message: 'Must be a list' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => FieldTranslationsInputDto)
  Fields: FieldTranslationsInputDto[];
}
