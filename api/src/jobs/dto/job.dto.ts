import { ApiProperty } from '@nestjs/swagger';

export class JobErrorDto {
  @ApiProperty({ example: 400 })
  status: number;

  @ApiProperty({ example: 'Validation failed' })
  title: string;

  @ApiProperty({ type: [String] })
  errorMessage: string[];
}

/** Heavy work started by a request that answered at once: follow it with GET /api/Jobs/{id}. */
export class JobDto {
  @ApiProperty({ description: 'The handle of the job: only its starter reads it', example: '6f1c…' })
  Id: string;

  @ApiProperty({ description: 'What the job does', example: 'answers-export' })
  Kind: string;

  @ApiProperty({ enum: ['Running', 'Done', 'Failed'] })
  Status: 'Running' | 'Done' | 'Failed';

  @ApiProperty({ description: 'From 0 to 1; 1 when done', example: 0.42 })
  Progress: number;

  @ApiProperty({
    description: 'When done: the body the same call answers without a job (for example { DocPath, Rows })',
    nullable: true,
    type: Object,
  })
  Result: unknown;

  @ApiProperty({
    description: 'When failed: the error the same call would have answered',
    nullable: true,
    type: JobErrorDto,
  })
  Error: JobErrorDto | null;

  @ApiProperty()
  CreatedAt: string;

  @ApiProperty({ nullable: true, type: String })
  FinishedAt: string | null;
}
