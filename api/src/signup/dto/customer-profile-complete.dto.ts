import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  BUSINESS_DURATIONS,
  type BusinessDuration,
  type Language,
  LANGUAGES,
  parseWholeAmount,
} from '@portal/contracts';
import { MSG } from '../../common/validation/messages';
import { maxLengthMessage, RequiredText } from './text-field';

const NUMBER_MAX = 15;

/** A required number sent as a number or a string; stored as the digits typed. */
function RequiredNumber(example: string, pattern: RegExp): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example, description: 'A number (digits)' }),
    Transform(({ value }) =>
      typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'string'
          ? value.trim()
          : value,
    ),
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.number }),
    Matches(pattern, { message: MSG.number }),
    MaxLength(NUMBER_MAX, { message: maxLengthMessage(NUMBER_MAX) }),
  );
}
const DIGITS = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * PUT /api/Customer/{customerId}/User/{userId}/CustomerProfileComplete: the company profile of the
 * first login (customer-and-respondent.md §3, §5). Years in business and annual revenue accept digits
 * only; average FTE may be fractional; the number of locations is a whole number.
 */
export class CustomerProfileCompleteDto {
  @RequiredNumber('12', DIGITS)
  YearsInBusiness: string;

  @ApiProperty({ enum: BUSINESS_DURATIONS, example: 'years' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(BUSINESS_DURATIONS, { message: `Must be one of ${BUSINESS_DURATIONS.join(', ')}` })
  @IsNotEmpty({ message: MSG.required })
  duration: BusinessDuration;

  @RequiredText('Profit')
  ProfitOrNOn: string;

  @RequiredText('Private')
  OwnerShipStructure: string;

  /** Stored as digits: 2,500,000, 300k or 2.5m are read exactly; what cannot be read exactly is refused, never changed. */
  // Same document as the other numbers: the generated wire types stay as they are.
  @ApiProperty({ example: '2500000', description: 'A number (digits)' })
  @Transform(({ value }) => {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    return typeof text === 'string' ? (parseWholeAmount(text) ?? text.trim()) : text;
  })
  // Listed last to first as the other numbers: the first rule broken is the one reported.
  @MaxLength(NUMBER_MAX, { message: maxLengthMessage(NUMBER_MAX) })
  @Matches(DIGITS, { message: MSG.number })
  @IsString({ message: MSG.number })
  @IsNotEmpty({ message: MSG.required })
  AnnualRevenue: string;

  @RequiredNumber('42', DECIMAL)
  AverageFTE: string;

  @RequiredNumber('3', DIGITS)
  NumberOfLocations: string;

  @RequiredText('1 Harbour Street, Bristol')
  HeadquarterAddress: string;

  /** The client sends true; a customer admin cannot deactivate the organisation here. */
  @ApiPropertyOptional({ example: true, description: 'Ignored: the organisation stays active' })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  IsActive?: boolean;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    type: String,
    nullable: true,
    description:
      "The organisation's default language for invitation mails to addresses without an account; absent or null = English",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}` })
  Language?: Language | null;
}
