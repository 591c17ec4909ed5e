import { ApiProperty } from '@nestjs/swagger';
import { IdResultDto } from '../../common/dto/id-result.dto';
import { QuestionFieldsDto } from '../../questions/question-fields.dto';
import { REVIEW_STATUSES } from './change-status.dto';

/** A custom question; in list rows Description carries the inquiry's description. */
export class CustomQuestionDto extends QuestionFieldsDto {
  @ApiProperty() CustomQuestionId: number;
  @ApiProperty() Id: number;
  @ApiProperty() InquiryId: number;
  @ApiProperty() InquiryDescription: string;
  @ApiProperty({ description: "Creator's first and last name" }) CreatedBy: string;
  @ApiProperty() CreatedByUserId: number;
  @ApiProperty({
    enum: REVIEW_STATUSES,
    enumName: 'CustomQuestionStatus',
    nullable: true,
    description: 'null: waiting for review',
  })
  Status: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's reason of a Reject; null otherwise" })
  RejectReason: string | null;
}

export class CustomQuestionIdDto extends IdResultDto {
  @ApiProperty() CustomQuestionId: number;
}
