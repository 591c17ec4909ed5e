import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/validation/messages';

/** POST /api/Customer/ConfirmSignup: the secret of the link mailed by a new organisation's sign-up. */
export class ConfirmSignupDto {
  @ApiProperty({
    description: 'The token parameter of the mailed link /auth/signup/confirm?token=…',
    example: 'q5c3Xq0m2H9mJb7dO0k9C1Xb3Hqv9Q2mZr6YpWc4K8s',
  })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: 'This confirmation link is not valid or has expired: sign up again' })
  Token: string;
}

/** The organisation and the admin's address the confirmation created; the admin logs in with them. */
export class ConfirmSignupResultDto {
  @ApiProperty() CustomerId: number;
  @ApiProperty() Email: string;
}
