import { ApiProperty } from '@nestjs/swagger';

export class LoginResultDto {
  @ApiProperty({ description: 'Bearer token (JWT) with the role, user and customer ids' }) token: string;
  @ApiProperty({ description: 'A customer admin who has not completed the company profile yet' })
  FirstTimeLogin: boolean;
}

export class PasswordResetRequestDto {
  @ApiProperty({ description: 'Opaque id of the reset request, the {userId} of PUT /api/auth/resetpassword/{userId}' })
  Id: string;
}

export class PasswordChangedDto {
  @ApiProperty({
    description: 'A fresh token: the change revokes every earlier token, this one keeps the caller logged in',
  })
  token: string;
}

export class LoggedOutDto {
  @ApiProperty({ description: 'Always true: every token of the caller, this one included, is revoked' })
  LoggedOut: boolean;
}
