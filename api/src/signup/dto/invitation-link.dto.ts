import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { EmailField } from '../../auth/dto/email-field';
import { IsPortalPassword } from '../../auth/password-policy';
import { MSG } from '../../common/validation/messages';

/** POST /api/auth/invitation: the three parts of an invitation link, the cipher already undone by the app. */
export class OpenInvitationDto {
  @ApiProperty({ example: 'Northwind Traders', description: 'The organisation named in the link' })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: MSG.required })
  Organisation: string;

  @EmailField('invitee@northwind.example')
  Email: string;

  @ApiProperty({ description: 'The secret of the link (its ?key= parameter)' })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(100, { message: MSG.required })
  Key: string;
}

export const INVITATION_OUTCOMES = ['start', 'continue', 'login'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

/** What an opened invitation link leads to. */
export class InvitationOpenedDto {
  @ApiProperty({
    enum: INVITATION_OUTCOMES,
    enumName: 'InvitationOutcome',
    description:
      'start: an account was made for the invitee (no password), who confirms their name and starts; continue: the invitee ' +
      'started before and goes on; login: the address has an account with a password, whose owner signs in and is then sent to the form',
  })
  Outcome: InvitationOutcome;
  @ApiPropertyOptional({
    description:
      'start and continue: a session that reaches only this person’s surveys and profile (403 elsewhere); it ends with the usual lifetime',
  })
  Token?: string;
  @ApiProperty() Email: string;
  @ApiProperty() Organisation: string;
  @ApiProperty({ description: 'The account’s first name, or the directory’s when the account is new (may be empty)' })
  FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty({ description: 'The form to open: the newest invited inquiry not completed and still open' })
  InquiryId: number;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty({ description: 'The account the form belongs to' })
  CustomerUserId: number;
}

/** POST /api/auth/invitation/password: an invitee's first password, set from the link's session. */
export class SetInvitationPasswordDto {
  @ApiProperty({ example: 'Strong#Pass2026' })
  @IsPortalPassword()
  Password: string;

  @ApiProperty({ example: 'Strong#Pass2026' })
  @ValidateBy({
    name: 'matchesPassword',
    validator: {
      validate: (value, args) => value === (args?.object as SetInvitationPasswordDto).Password,
      defaultMessage: () => MSG.passwordsMismatch,
    },
  })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  ConfirmPassword: string;
}

export class InvitationPasswordSetDto {
  @ApiProperty({ description: 'A full session for the account; the link’s session is revoked' })
  token: string;
}
