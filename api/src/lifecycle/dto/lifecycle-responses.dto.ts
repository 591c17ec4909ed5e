import { ApiProperty } from '@nestjs/swagger';
import { IntakeAnswerItemDto } from '../../inquiries/dto/add-intake-answers.dto';
import { TRIGGERS, type Trigger } from '../lifecycle-survey.entity';

export class LifecycleDto {
  @ApiProperty() Id: number;
  @ApiProperty() CustomerId: number;
  @ApiProperty() Name: string;
  @ApiProperty({ enum: TRIGGERS, enumName: 'LifecycleTrigger' }) Trigger: Trigger;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty({ type: [Number], nullable: true }) QuestionIds: number[] | null;
  @ApiProperty() DaysAfter: number;
  @ApiProperty() DaysOpen: number;
  @ApiProperty({ type: [IntakeAnswerItemDto] }) IntakeAnswers: IntakeAnswerItemDto[];
  @ApiProperty({ example: '2027-01-15', description: 'No one whose invitation day is before this day is invited' })
  ActiveFrom: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt to invite did not' })
  LastError: string | null;
  @ApiProperty({ description: 'Periods with an inquiry so far' }) PeriodCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}

export class LifecyclePeriodDto {
  @ApiProperty({ example: '2027-Q1', description: "The calendar quarter of the people's StartDate or EndDate" })
  Period: string;
  @ApiProperty({ type: Number, nullable: true, description: "The period's inquiry (null while being created)" })
  InquiryId: number | null;
  @ApiProperty({ description: 'People invited into it' }) Invited: number;
  @ApiProperty({ description: 'Of them, completed forms' }) Answered: number;
  @ApiProperty({
    description:
      "Whether the caller sees the period's figures: the inquiry's anonymity gate (a snapshot of at least MIN_RESPONDENTS forms)",
  })
  FiguresReleased: boolean;
  @ApiProperty({ description: 'Completed forms still needed before figures can appear' }) Needed: number;
}
