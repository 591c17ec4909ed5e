import { ApiProperty } from '@nestjs/swagger';

/** One security audit event; Count repeats of it between CreatedAt (first) and LastAt (last). */
export class AuditLogItemDto {
  @ApiProperty() Id: number;
  @ApiProperty({ example: 'login.failed' }) Action: string;
  @ApiProperty({ enum: ['succeeded', 'refused'] }) Outcome: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The HTTP status the request was answered with, for refusals',
  })
  Status: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The acting user' }) UserId: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The acting user's email, when known" }) UserEmail:
    string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The organisation' }) CustomerId: number | null;
  @ApiProperty({ type: String, nullable: true }) Method: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The request path, without its query' }) Route:
    string | null;
  @ApiProperty({ type: String, nullable: true }) Target: string | null;
  @ApiProperty({ type: String, nullable: true }) Detail: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The client address (X-Forwarded-For only from proxies TRUST_PROXY names)',
  })
  Ip: string | null;
  @ApiProperty({ description: 'How many times this event happened between CreatedAt and LastAt' }) Count: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'First occurrence' }) CreatedAt: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'Last occurrence' }) LastAt: Date;
}
