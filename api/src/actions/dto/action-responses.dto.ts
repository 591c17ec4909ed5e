import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';
import { ACTION_ORIGINS, ACTION_STATUSES } from '../action-status';

export class ActionUpdateItemDto {
  @ApiProperty() Id: number;
  @ApiProperty() Note: string;
  @ApiProperty({ enum: ACTION_STATUSES, enumName: 'ActionStatus', nullable: true, description: 'The status it set' })
  Status: string | null;
  @ApiProperty() AuthorUserId: number;
  @ApiProperty({ description: 'First and last name; empty once the author is removed' }) AuthorName: string;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: string;
}

/** A question an action targets, with its title in the reader's language. */
export class ActionTargetQuestionDto {
  @ApiProperty() QuestionId: number;
  @ApiProperty({ description: "The question's title in the reader's language (English where it has no translation)" })
  Title: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
}

export class ActionDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryId: number;
  @ApiProperty() Title: string;
  @ApiProperty() Description: string;
  @ApiProperty({ type: Number, nullable: true }) OwnerUserId: number | null;
  @ApiProperty({ description: 'First and last name of the owner; empty without one' }) OwnerName: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-31' }) DueDate: string | null;
  @ApiProperty({ description: 'Due date passed and the action neither done nor dropped' }) Overdue: boolean;
  @ApiProperty({ enum: ACTION_STATUSES, enumName: 'ActionStatus' }) Status: string;
  @ApiProperty({ enum: ACTION_ORIGINS, enumName: 'ActionOrigin' }) Origin: string;
  @ApiProperty() Shared: boolean;
  @ApiProperty({ type: [Number] }) TargetQuestionIds: number[];
  @ApiProperty({
    type: [ActionTargetQuestionDto],
    description:
      'The targeted questions the inquiry asks, in the order of TargetQuestionIds, with their titles and areas',
  })
  TargetQuestions: ActionTargetQuestionDto[];
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea', isArray: true }) TargetAreas: string[];
  @ApiProperty({ type: [ActionUpdateItemDto], description: 'Oldest first' }) Updates: ActionUpdateItemDto[];
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) UpdatedAt: string;
}

export class SharedActionTargetDto {
  @ApiProperty({ type: Number, nullable: true, description: 'A question id; null for a whole area' })
  QuestionId: number | null;
  @ApiProperty({ description: 'The question title, or the area name' }) Title: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
}

export class SharedActionDto {
  @ApiProperty() Id: number;
  @ApiProperty({ description: 'The round whose results it answers' }) InquiryId: number;
  @ApiProperty() Title: string;
  @ApiProperty() Description: string;
  @ApiProperty({ enum: ACTION_STATUSES, enumName: 'ActionStatus' }) Status: string;
  @ApiProperty({ type: String, nullable: true }) DueDate: string | null;
  @ApiProperty({ type: [SharedActionTargetDto], description: 'What was heard: the questions and areas it answers' })
  Targets: SharedActionTargetDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The newest progress note' }) LatestNote: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) UpdatedAt: string;
}

/** Someone an action may be given to: an active account of the inquiry's organisation. */
export class ActionOwnerChoiceDto {
  @ApiProperty() Id: number;
  @ApiProperty({ description: 'First and last name' }) Name: string;
  @ApiProperty() Email: string;
  @ApiProperty({ enum: ['CustomerAdmin', 'CustomerUser'] }) Role: string;
}
