import { ApiProperty } from '@nestjs/swagger';

/** One security audit event. */
export class AuditLogItemDto {
  @ApiProperty() Id: number;
  @ApiProperty({ example: 'login.failed' }) Action: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The acting user' }) UserId: number | null;
  @ApiProperty({ type: Number, nullable: true }) CustomerId: number | null;
  @ApiProperty({ type: String, nullable: true }) Target: string | null;
  @ApiProperty({ type: String, nullable: true }) Detail: string | null;
  @ApiProperty({ type: String, nullable: true }) Ip: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}
