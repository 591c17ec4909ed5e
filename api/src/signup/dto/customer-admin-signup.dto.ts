import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { EmailField } from '../../auth/dto/email-field';
import { IsPortalPassword } from '../../auth/password-policy';
import { MSG } from '../../common/validation/messages';
import { OptionalText, RequiredText, WebsiteField } from './text-field';

const newOrganisation = (o: CustomerAdminSignupDto) => o.CustomerId === undefined;

/**
 * POST /api/Customer/CustomerAdminsignup (customer-and-respondent.md §3 "Signup payload").
 * Without CustomerId: a new organisation and its customer admin. With CustomerId: the staff sign-up
 * of an invited email; the organisation fields are then not used. The role, the admin flag, the
 * customer and the account state are never taken from the body (only fields declared here pass).
 */
export class CustomerAdminSignupDto {
  @ApiPropertyOptional({ description: 'Joining an existing organisation (staff sign-up, invited emails only)' })
  // An empty value means "no organisation chosen": the new-organisation sign-up.
  @Transform(({ value }) =>
    value === '' || value === null || value === 0 || value === '0'
      ? undefined
      : typeof value === 'string'
        ? Number(value)
        : value,
  )
  @IsOptional()
  @IsInt({ message: MSG.number })
  @Min(1, { message: MSG.number })
  CustomerId?: number;

  // Step 1: Organizational Details (required for a new organisation only).
  @ValidateIf(newOrganisation)
  @RequiredText('Fabrikam Inc.')
  CustomerName: string;

  @ValidateIf(newOrganisation)
  @RequiredText('Manufacturing')
  Industry: string;

  @OptionalText('1 Harbour Street')
  Address?: string;

  @ValidateIf(newOrganisation)
  @RequiredText('United Kingdom')
  Country: string;

  @ValidateIf(newOrganisation)
  @RequiredText('England')
  State: string;

  @ValidateIf(newOrganisation)
  @RequiredText('Bristol')
  City: string;

  @ValidateIf(newOrganisation)
  @WebsiteField()
  Website: string;

  /** Sent by the client; the server decides (a new organisation's user is its admin, staff never are). */
  @ApiPropertyOptional({ description: 'Ignored: decided by the server' })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  isAdmin?: boolean;

  // Step 2: Personal Information.
  @RequiredText('Jane')
  FirstName: string;

  @RequiredText('Doe')
  LastName: string;

  @EmailField('jane.doe@fabrikam.example')
  Email: string;

  @OptionalText('Head of Strategy')
  Designation?: string;

  @ApiPropertyOptional({
    description: 'Staff sign-up: the secret of the invitation link (its ?key= parameter); required with CustomerId',
  })
  @IsOptional()
  @IsString({ message: MSG.required })
  @MaxLength(100, { message: MSG.required })
  InvitationKey?: string;

  @ApiProperty({ example: 'Strong#Pass2026' })
  @IsPortalPassword()
  Password: string;

  @ApiProperty({ example: 'Strong#Pass2026' })
  // Stacked validators run bottom-up: required first, then the match.
  @ValidateBy({
    name: 'matchesPassword',
    validator: {
      validate: (value, args) => value === (args?.object as CustomerAdminSignupDto).Password,
      defaultMessage: () => MSG.passwordsMismatch,
    },
  })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  ConfirmPassword: string;
}
