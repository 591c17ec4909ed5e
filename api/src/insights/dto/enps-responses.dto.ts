import { ApiProperty } from '@nestjs/swagger';
import { AnonymityGateDto } from './insights-responses';

/** One eNPS question's score (docs/features/enps.md); every figure null when withheld from the caller. */
export class EnpsFigureDto {
  @ApiProperty() Id: number;
  @ApiProperty() IsCustomQuestion: boolean;
  @ApiProperty() Title: string;
  @ApiProperty({ description: 'Answers 0-10 of completed forms (of the snapshot, for a customer admin)' }) N: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Answers 9-10' }) Promoters: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Answers 7-8' }) Passives: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Answers 0-6' }) Detractors: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '100 × (promoters − detractors) / N, one decimal' })
  Score: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Lower end of the 95% interval, at least −100' })
  Low: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Upper end of the 95% interval, at most 100' })
  High: number | null;
  @ApiProperty({
    description:
      'Fewer than MIN_RESPONDENTS answers, or withheld by the confidentiality rule (figures null for a customer admin)',
  })
  Withheld: boolean;
}

export class EnpsDto extends AnonymityGateDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Results published (a customer admin sees figures only then; the super admin always)' })
  Published: boolean;
  @ApiProperty({
    type: [EnpsFigureDto],
    description: "The inquiry's eNPS questions in form order; empty when it has none, when gated or not yet visible",
  })
  Questions: EnpsFigureDto[];
}
