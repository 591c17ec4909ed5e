import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../people-import-rules';

/** An edit of one person: the email never changes (it is the person's key in imports). */
export class UpdatePersonDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(MAX_NAME_LENGTH, { message: `FirstName: Must not be longer than ${MAX_NAME_LENGTH} characters` })
  @IsString({ message: 'FirstName: Must be text' })
  FirstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(MAX_NAME_LENGTH, { message: `LastName: Must not be longer than ${MAX_NAME_LENGTH} characters` })
  @IsString({ message: 'LastName: Must be text' })
  LastName?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      "The person's attributes as they should be: replaces them all (an absent or empty one is removed). Earlier inquiries keep the attributes their respondents were invited with.",
  })
  @IsOptional()
  @IsObject({ message: 'Attributes: Must be an object of name → value' })
  Attributes?: Record<string, string>;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      "The manager's address, a person of the same directory; null or '' for none. Refused when it would make the person their own manager or close a cycle.",
  })
  @IsOptional()
  @MaxLength(MAX_EMAIL_LENGTH, { message: `ManagerEmail: Must not be longer than ${MAX_EMAIL_LENGTH} characters` })
  @IsString({ message: 'ManagerEmail: Must be text' })
  ManagerEmail?: string | null;
}
