import { ApiProperty } from '@nestjs/swagger';
import { IntakeAnswerItemDto } from '../../inquiries/dto/add-intake-answers.dto';
import { CADENCES, type Cadence } from '../programme-schedule';
import type { RoundStatus } from '../programme-round.entity';

const ROUND_STATUSES: RoundStatus[] = ['Creating', 'Created', 'Failed'];

export class ProgrammeDto {
  @ApiProperty() Id: number;
  @ApiProperty() CustomerId: number;
  @ApiProperty() Name: string;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty({ type: [Number], nullable: true }) QuestionIds: number[] | null;
  @ApiProperty({ type: String, nullable: true }) AudienceAttribute: string | null;
  @ApiProperty({ type: String, nullable: true }) AudienceValue: string | null;
  @ApiProperty({ enum: CADENCES, enumName: 'ProgrammeCadence' }) Cadence: Cadence;
  @ApiProperty() DaysOpen: number;
  @ApiProperty({ example: '2027-01-31T09:00' }) StartDate: string;
  @ApiProperty({ example: 'Europe/Brussels' }) TimeZone: string;
  @ApiProperty({ type: [IntakeAnswerItemDto] }) IntakeAnswers: IntakeAnswerItemDto[];
  @ApiProperty() IsPaused: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) PausedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null while paused' })
  NextRoundAt: Date | null;
  @ApiProperty({ description: 'Rounds claimed so far (created or failed)' }) RoundCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}

export class ProgrammeRoundDto {
  @ApiProperty() Id: number;
  @ApiProperty() ProgrammeId: number;
  @ApiProperty({ description: 'The round number of the schedule (0 = the start)' }) RoundIndex: number;
  @ApiProperty({ type: String, format: 'date-time' }) ScheduledAt: Date;
  @ApiProperty({ enum: ROUND_STATUSES, enumName: 'ProgrammeRoundStatus' }) Status: RoundStatus;
  @ApiProperty({ type: Number, nullable: true, description: "The round's inquiry (of the programme's series)" })
  InquiryId: number | null;
  @ApiProperty({ description: 'People invited' }) InvitedCount: number;
  @ApiProperty({ type: Number, nullable: true, description: "The round's inquiry's respondents (null without one)" })
  Participants: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Of them, completed forms (null without an inquiry)' })
  CompletedForms: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the round failed' }) Error: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}
