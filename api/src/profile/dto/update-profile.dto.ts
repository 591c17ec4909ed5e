import { ApiPropertyOptional } from '@nestjs/swagger';
import { Language, LANGUAGES } from '@portal/contracts';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { OptionalText, RequiredText } from '../../signup/dto/text-field';

/**
 * PUT /api/CustomerUser/Profile/{userId}: FirstName, LastName, Designation and Language can change. CustomerName, Email and
 * IsAdmin are read-only (customer-and-respondent.md §3): they are not declared, so the validation pipe
 * drops them from any body.
 */
export class UpdateProfileDto {
  @RequiredText('Jane')
  FirstName: string;

  @RequiredText('Doe')
  LastName: string;

  @OptionalText('Head of Strategy')
  Designation?: string;

  /** Left out: unchanged; null: follow the browser's language. */
  @ApiPropertyOptional({ enum: LANGUAGES, enumName: 'Language', nullable: true, type: String })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}` })
  Language?: Language | null;

  /** Left out: unchanged. The organisation's choice to count toward other organisations' benchmarks; customer admins only. */
  @ApiPropertyOptional({
    type: Boolean,
    description:
      "Whether the organisation's published results count toward benchmarks; only a customer admin may send it",
  })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false' })
  ContributesToBenchmarks?: boolean;
}
