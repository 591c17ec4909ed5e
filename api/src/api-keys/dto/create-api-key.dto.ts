import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '@portal/contracts';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';

const NAME_MAX = 100;

/** POST /api/ApiKeys: a name to recognise the key by, its scopes, and an optional expiry. */
export class CreateApiKeyDto {
  @ApiProperty({ example: 'HR system', maxLength: NAME_MAX })
  @MaxLength(NAME_MAX, { message: tooLong(NAME_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['results:read'] })
  @IsIn(API_KEY_SCOPES, { each: true, message: `Each scope must be one of ${API_KEY_SCOPES.join(', ')}` })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: 'Name each scope once' })
  @ArrayNotEmpty({ message: 'Choose at least one scope' })
  @IsArray({ message: 'Must be a list of scopes' })
  Scopes: ApiKeyScope[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-12-31T23:59:59Z',
    description: 'The key stops working after this time; never when absent',
  })
  @IsOptional()
  @IsISO8601({}, { message: 'Must be a date (YYYY-MM-DD) or an ISO 8601 time' })
  ExpiresAt?: string | null;
}
