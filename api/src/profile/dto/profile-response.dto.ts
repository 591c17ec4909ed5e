import { ApiProperty } from '@nestjs/swagger';

/** The caller's own profile. */
export class ProfileDto {
  @ApiProperty() Id: number;
  @ApiProperty() CustomerName: string;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty() Email: string;
  @ApiProperty() Designation: string;
  @ApiProperty() IsAdmin: boolean;
  @ApiProperty() Active: boolean;
}
