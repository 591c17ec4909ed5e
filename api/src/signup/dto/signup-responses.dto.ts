import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES } from '@portal/contracts';

/** An active organisation found by name (sign-up of its staff). */
export class CustomerLookupDto {
  @ApiProperty() CustomerId: number;
  @ApiProperty() CustomerName: string;
  @ApiProperty() Industry: string;
  @ApiProperty() Address: string;
  @ApiProperty() Country: string;
  @ApiProperty() State: string;
  @ApiProperty() City: string;
  @ApiProperty() Website: string;
}

/** A successful sign-up: the organisation and the account created (never the password). */
export class SignupResultDto extends CustomerLookupDto {
  @ApiProperty() Id: number;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty() Email: string;
  @ApiProperty() Designation: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) Role: string;
  @ApiProperty() IsAdmin: boolean;
  @ApiProperty() Active: boolean;
  @ApiPropertyOptional({
    description:
      'Staff sign-up only: a session token for the new account, so the invited person goes straight to the form',
  })
  Token?: string;
  @ApiPropertyOptional({
    description: 'Staff sign-up only: the inquiry the invitation was for (the newest one still open)',
  })
  InquiryId?: number;
  @ApiPropertyOptional({ description: 'Staff sign-up only: the inquiry type of InquiryId' })
  InquiryTypeId?: number;
}
