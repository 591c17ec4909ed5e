import { ApiProperty } from '@nestjs/swagger';
import { ErrorBody } from '../filters/api-error';

/** The one error shape of every failed call. */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 404 }) status: number;
  @ApiProperty({ example: 'Not Found' }) title: string;
  @ApiProperty({ type: [String], description: 'Readable lines; for validation, "Field: reason"' })
  errorMessage: string[];
}
