import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { WorkbookSummaryDto } from '../../results/dto/result-responses';

export class PublishDraftDto {
  @ApiProperty({
    required: false,
    description:
      'Mail the customer admins even though they were told of an earlier publication (the first publication always mails)',
  })
  @IsOptional()
  @IsBoolean()
  NotifyCustomer?: boolean;
}

export class UnpublishDto {
  @ApiProperty({ minLength: 3, maxLength: 500, description: 'Why the results are withdrawn (kept in the audit log)' })
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  Reason: string;
}

export class PublishResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() ResultsUploadedAt: Date;
  @ApiProperty({ type: WorkbookSummaryDto }) Summary: WorkbookSummaryDto;
  @ApiProperty({ description: 'Customer admins mailed by this publication' }) NotifiedAdmins: number;
  @ApiProperty() Version: number;
}

export class UnpublishResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Published: boolean;
}
