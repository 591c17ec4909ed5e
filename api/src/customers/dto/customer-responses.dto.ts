import { ApiProperty } from '@nestjs/swagger';
import { type Language, LANGUAGES } from '@portal/contracts';

/** A row of GET /api/Customer. */
export class CustomerListItemDto {
  @ApiProperty() CustomerId: number;
  @ApiProperty() CustomerName: string;
  @ApiProperty() Industry: string;
  @ApiProperty() Website: string;
  @ApiProperty() IsActive: boolean;
}

/** One customer with every profile field. */
export class CustomerDto extends CustomerListItemDto {
  @ApiProperty() Address: string;
  @ApiProperty() State: string;
  @ApiProperty() City: string;
  @ApiProperty() Country: string;
  @ApiProperty({ type: String, nullable: true }) YearsInBusiness: string | null;
  @ApiProperty({ type: String, nullable: true }) Duration: string | null;
  @ApiProperty({ type: String, nullable: true }) ProfitOrNon: string | null;
  @ApiProperty({ type: String, nullable: true }) OwnershipStructure: string | null;
  @ApiProperty({ type: String, nullable: true }) AnnualRevenue: string | null;
  @ApiProperty({ type: String, nullable: true }) AverageFTE: string | null;
  @ApiProperty({ type: String, nullable: true }) NumberOfLocations: string | null;
  @ApiProperty({ type: String, nullable: true }) HeadquarterAddress: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The customer's own daily invitation limit; null = INVITATIONS_PER_DAY",
  })
  InvitationsPerDay: number | null;
  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Language',
    type: String,
    nullable: true,
    description: 'Default language of invitation mails to addresses without an account; null = English',
  })
  Language: Language | null;
}
