import { ApiProperty } from '@nestjs/swagger';

/** One person of the directory. */
export class PersonDto {
  @ApiProperty() Id: number;
  @ApiProperty() Email: string;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty({ type: String, nullable: true, description: "The manager's address; null at the top of the hierarchy" })
  ManagerEmail: string | null;
  @ApiProperty({ description: 'false: deactivated by the directory sync (SCIM)' }) Active: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { Department: 'Sales', Location: 'Lyon' },
    description: 'Attribute name → value',
  })
  Attributes: Record<string, string>;
}

/** One rejected row of an import file and every reason. */
export class RejectedRowDto {
  @ApiProperty({ description: 'Row number in the file (1 is the column names)' }) Row: number;
  @ApiProperty({ type: [String] }) Messages: string[];
}

/** What an import did, or would do with dryRun=true. */
export class ImportResultDto {
  @ApiProperty() Created: number;
  @ApiProperty() Updated: number;
  @ApiProperty() Unchanged: number;
  @ApiProperty({
    type: [RejectedRowDto],
    description:
      'At most the first 1000 rejected rows; RejectedRows counts them all. Any rejected row means nothing was written.',
  })
  Rejected: RejectedRowDto[];
  @ApiProperty({ description: 'How many rows were rejected in all' }) RejectedRows: number;
}

/** An attribute of the organisation's directory with its values. */
export class PersonAttributeDto {
  @ApiProperty() Name: string;
  @ApiProperty({
    type: [String],
    description: 'Distinct values in alphabetical order, at most 1000 (ValueCount counts them all)',
  })
  Values: string[];
  @ApiProperty() ValueCount: number;
  @ApiProperty({ description: 'People with a value for it' }) People: number;
}

/** A person in the reporting hierarchy with the people who report to them. */
export class HierarchyNodeDto {
  @ApiProperty() Id: number;
  @ApiProperty() Email: string;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty({ type: () => [HierarchyNodeDto], description: 'Direct reports, by email' })
  Reports: HierarchyNodeDto[];
}

/** The organisation's reporting hierarchy: everyone without a manager at the top, each with their reports. */
export class HierarchyDto {
  @ApiProperty({ description: 'People in the directory' }) People: number;
  @ApiProperty({ type: [HierarchyNodeDto], description: 'People without a manager, by email' })
  Roots: HierarchyNodeDto[];
}
