import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LONG_TEXT_MAX, tooLong, ToBoolean, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';
import { ACTION_STATUSES, type ActionStatus } from '../action-status';

/** POST /api/Actions/{actionId}/Updates: a progress note, and optionally the action's new status. */
export class AddActionUpdateDto {
  @ApiProperty({ maxLength: LONG_TEXT_MAX, example: 'First Q&A held; 40 people came' })
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Note: string;

  @ApiPropertyOptional({ enum: ACTION_STATUSES, enumName: 'ActionStatus' })
  @IsOptional()
  @IsIn(ACTION_STATUSES, { message: `Must be one of ${ACTION_STATUSES.join(', ')}` })
  Status?: ActionStatus;
}

/** PUT /api/Actions/{actionId}/Shared. */
export class ShareActionDto {
  @ApiProperty({ description: 'Shown to the respondents of the series (GET /api/Inquiry/{inquiryId}/SharedActions)' })
  @IsBoolean({ message: 'Must be true or false' })
  @ToBoolean()
  Shared: boolean;
}
