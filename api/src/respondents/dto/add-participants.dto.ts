import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import {
  DEFAULT_EXPIRY_DAYS,
  type Language,
  LANGUAGES,
  MAX_PARTICIPANTS,
  TOO_MANY_PARTICIPANTS,
} from '@portal/contracts';
import { MSG } from '../../common/validation/messages';

export class AddParticipantsDto {
  @ApiProperty({ type: [String], example: ['ann@example.com'] })
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value,
  )
  @IsEmail({}, { each: true, message: MSG.email })
  @ArrayMaxSize(MAX_PARTICIPANTS, { message: TOO_MANY_PARTICIPANTS })
  @ArrayMinSize(1, { message: MSG.required })
  @IsArray({ message: MSG.required })
  Participants: string[];

  @ApiPropertyOptional({ description: 'How many people the inquiry should reach; not zero' })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value,
  )
  @Max(100000, { message: 'Please add a number.' })
  @Min(1, { message: 'Please add a number.' })
  @IsInt({ message: 'Please add a number.' })
  NoOfParticipants?: number;

  @ApiPropertyOptional({
    example: '2026-12-31',
    description: `Not before tomorrow; ${DEFAULT_EXPIRY_DAYS} days ahead when absent`,
  })
  @IsOptional()
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @Matches(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { message: MSG.date })
  @IsString({ message: MSG.date })
  ExpiryDate?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Must be true or false' })
  IsCustomerAdminRespondent?: boolean;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    type: String,
    description:
      "The language of the invitation mails of this request to addresses without an account (and of their reminders and new accounts); absent = the organisation's default, else English. People with an account get their own language",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}` })
  Language?: Language;
}
