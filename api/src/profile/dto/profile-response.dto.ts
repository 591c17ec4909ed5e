import { Language, LANGUAGES } from '@portal/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The caller's own profile. */
export class ProfileDto {
  @ApiProperty() Id: number;
  @ApiProperty() CustomerName: string;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty() Email: string;
  @ApiProperty() Designation: string;
  @ApiProperty() IsAdmin: boolean;
  @ApiProperty() Active: boolean;
  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Language',
    nullable: true,
    type: String,
    description: "The chosen interface and content language; null = the browser's (Accept-Language), else English",
  })
  Language: Language | null;
  @ApiProperty({
    description:
      "Whether the organisation's published results count toward other organisations' benchmarks (its admin may change it)",
  })
  ContributesToBenchmarks: boolean;
}
