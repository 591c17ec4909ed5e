import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export class TranslationImportSummaryDto {
  @ApiProperty({ description: 'Rows read' }) Rows: number;
  @ApiProperty({ description: 'Translations written or changed' }) Written: number;
  @ApiProperty({ description: 'Translations removed (emptied cells)' }) Removed: number;
}

/** Like the result workbook's DocumentValidate answer; problems answer 400 with "Sheet, row, column: reason" lines. */
export class TranslationImportResultDto {
  @ApiProperty() IsValid: boolean;
  @ApiProperty() Message: string;
  @ApiProperty({ description: 'true: checked only, nothing written' }) DryRun: boolean;
  @ApiProperty({ type: TranslationImportSummaryDto }) Summary: TranslationImportSummaryDto;
}

export class ImportQueryDto {
  @ApiPropertyOptional({ default: false, description: 'Check the workbook and answer the report without writing' })
  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  )
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}
