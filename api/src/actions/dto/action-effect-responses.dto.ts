import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';
import { TrendChange, TrendPoint } from '../../trends/dto/trend-responses.dto';
import { ACTION_STATUSES } from '../action-status';
import { VERDICTS, type Verdict } from '../action-effect';

export class ActionEffectItemDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The library question; null for a whole area' })
  QuestionId: number | null;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty({ description: 'The question title, or the area name' }) Title: string;
  @ApiProperty({ type: TrendPoint, description: 'The round the action was planned on' }) Before: TrendPoint;
  @ApiProperty({ type: TrendPoint, description: 'This round' }) After: TrendPoint;
  @ApiProperty({
    type: TrendChange,
    nullable: true,
    description: "After − Before with Welch's test (null: a side has no figures)",
  })
  Change: TrendChange | null;
  @ApiProperty({ enum: VERDICTS, enumName: 'ActionVerdict' }) Verdict: Verdict;
}

export class ActionEffectDto {
  @ApiProperty() Id: number;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: ACTION_STATUSES, enumName: 'ActionStatus' }) Status: string;
  @ApiProperty({ type: String, nullable: true }) DueDate: string | null;
  @ApiProperty({ enum: VERDICTS, enumName: 'ActionVerdict' }) Verdict: Verdict;
  @ApiProperty({ type: [ActionEffectItemDto], description: 'Questions by id, then areas' })
  Items: ActionEffectItemDto[];
}

export class ActionEffectsDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The previous round of the series, whose actions are judged',
  })
  PreviousInquiryId: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Completed forms behind the Before figures; null: none shown',
  })
  BeforeN: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Completed forms behind the After figures; null: none shown',
  })
  AfterN: number | null;
  @ApiProperty() MinRespondents: number;
  @ApiProperty({ type: String, nullable: true }) Message: string | null;
  @ApiProperty({ type: [ActionEffectDto], description: "The previous round's actions, oldest first" })
  Actions: ActionEffectDto[];
}
