import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status: string;
  @ApiProperty({ enum: ['up'] }) database: string;
}
