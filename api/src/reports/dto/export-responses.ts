import { ApiProperty } from '@nestjs/swagger';

export class ExportDataResultDto {
  @ApiProperty({ description: 'Short-lived signed link of the stored PDF report (/api/files/{id}?expires&sig)' })
  DocPath: string;
}

export class ExportAnswersResultDto extends ExportDataResultDto {
  @ApiProperty({ description: 'Number of answer rows in the workbook (one row per answer)' })
  Rows: number;
}
