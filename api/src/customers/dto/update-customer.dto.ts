import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { TEXT_MAX, ToBoolean, tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';
import { type Language, LANGUAGES } from '@portal/contracts';

/**
 * PUT /api/Customer/{id}: only the fields the edit form leaves editable (platform-administration.md §5).
 * The other customer fields (name, industry, years in business, profit status, ownership, revenue, FTE,
 * locations, headquarters, country, duration) are not part of this body: whatever a client sends for
 * them is dropped unread, so they can never change here.
 *
 * Partial update: a field that is absent keeps its stored value, so the list's Active toggle can send
 * { IsActive } alone. A field that is present must be valid: Website and City are required by the spec,
 * so they may be omitted but never blanked.
 */
export class UpdateCustomerDto {
  @ApiPropertyOptional({
    example: 'https://northwind.example',
    maxLength: TEXT_MAX,
    description: 'Required when present; a valid URL',
  })
  @ValidateIf((o: UpdateCustomerDto) => o.Website !== undefined)
  @IsUrl({ protocols: ['http', 'https'], require_tld: true }, { message: MSG.url })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Website?: string;

  @ApiPropertyOptional({
    example: '12 Harbour Street',
    maxLength: TEXT_MAX,
    description: 'Street address; may be blank (null counts as blank)',
  })
  @IsOptional()
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsString({ message: 'Must be text' })
  @Trim()
  Address?: string;

  @ApiPropertyOptional({
    example: 'Greater London',
    maxLength: TEXT_MAX,
    description: 'May be blank (null counts as blank)',
  })
  @IsOptional()
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsString({ message: 'Must be text' })
  @Trim()
  State?: string;

  @ApiPropertyOptional({ example: 'London', maxLength: TEXT_MAX, description: 'Required when present' })
  @ValidateIf((o: UpdateCustomerDto) => o.City !== undefined)
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  City?: string;

  @ApiPropertyOptional({
    example: true,
    description: 'false deactivates the customer: none of its users can log in or use a token',
  })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  @ToBoolean()
  IsActive?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 2000,
    description:
      "Invitation, notice and reminder mails this customer may queue per UTC day; null or empty = the platform's INVITATIONS_PER_DAY",
  })
  @Transform(({ value }) =>
    value === '' ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  )
  @ValidateIf((o: UpdateCustomerDto) => o.InvitationsPerDay !== undefined && o.InvitationsPerDay !== null)
  @Max(1_000_000, { message: 'Must be a whole number from 0 to 1000000' })
  @Min(0, { message: 'Must be a whole number from 0 to 1000000' })
  @IsInt({ message: 'Must be a whole number from 0 to 1000000' })
  InvitationsPerDay?: number | null;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    type: String,
    nullable: true,
    description:
      "The organisation's default language for invitation mails to addresses without an account; null = English; absent = unchanged",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}` })
  Language?: Language | null;
}
