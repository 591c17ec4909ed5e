import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class CommentReleaseDto {
  @ApiProperty({ description: 'true: customer admins may read the verbatim comments and examples; false: not (again)' })
  @IsBoolean({ message: 'Must be true or false' })
  Released: boolean;
}

export class CommentReleaseStateDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Released: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ChangedAt: Date | null;
}
