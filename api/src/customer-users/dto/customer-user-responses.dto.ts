import { ApiProperty } from '@nestjs/swagger';

/** A row of a customer's users. */
export class CustomerUserItemDto {
  @ApiProperty() Id: number;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty() Email: string;
  @ApiProperty() Designation: string;
  @ApiProperty() IsAdmin: boolean;
  @ApiProperty() Active: boolean;
  @ApiProperty() IsVerified: boolean;
}

/** One customer user, with the customer it belongs to. */
export class CustomerUserDto extends CustomerUserItemDto {
  @ApiProperty() CustomerId: number;
}
