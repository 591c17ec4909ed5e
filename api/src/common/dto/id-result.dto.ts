import { ApiProperty } from '@nestjs/swagger';

/** The answer of a delete: the id of the record that is gone. */
export class IdResultDto {
  @ApiProperty() Id: number;
}
