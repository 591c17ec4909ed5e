import { ApiProperty } from '@nestjs/swagger';
import { HeatmapAreaDto, HeatmapQuestionDto } from '../../insights/dto/heatmap-responses';
import { AnonymityGateDto } from '../../insights/dto/insights-responses';

export const TEAM_ACCESS = ['Manager', 'Share', 'Admin'] as const;
export type TeamAccess = (typeof TEAM_ACCESS)[number];

/** The figures of one group of a manager view: the heatmap's column figures (the same derivation). */
export class TeamGroupDto {
  @ApiProperty({
    description: "Whose subtree: the direct report's address; '' for the whole team and for the rest of the team",
  })
  Manager: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The direct report's name in the directory; null for the whole team, the rest, or an unnamed address",
  })
  Name: string | null;
  @ApiProperty({ description: 'Completed forms of the snapshot in the group' }) N: number;
  @ApiProperty({ type: [HeatmapAreaDto] }) Areas: HeatmapAreaDto[];
  @ApiProperty({ type: [HeatmapQuestionDto] }) Questions: HeatmapQuestionDto[];
}

export class TeamInsightsDto extends AnonymityGateDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Published: boolean;
  @ApiProperty({ description: "The manager whose subtree this is; '' = the whole organisation" }) Manager: string;
  @ApiProperty({ type: String, nullable: true, description: "The manager's name in the directory, when it holds one" })
  ManagerName: string | null;
  @ApiProperty({
    enum: TEAM_ACCESS,
    description: 'Why the caller may read it: their own team, a share, or as customer admin',
  })
  Access: TeamAccess;
  @ApiProperty({
    description:
      "True when the manager's subtree is counted only within a larger group (fewer than MIN_RESPONDENTS, or it would single someone out): no figures",
  })
  RolledUp: boolean;
  @ApiProperty({ type: TeamGroupDto, nullable: true, description: 'The whole subtree (the manager included)' })
  Team: TeamGroupDto | null;
  @ApiProperty({ type: [TeamGroupDto], description: "Each direct report's subtree that may be shown on its own" })
  DirectReports: TeamGroupDto[];
  @ApiProperty({
    type: TeamGroupDto,
    nullable: true,
    description: 'The whole subtree minus the direct reports shown (null when they cover it)',
  })
  RestOfTeam: TeamGroupDto | null;
}
