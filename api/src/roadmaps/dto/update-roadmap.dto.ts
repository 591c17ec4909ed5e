import { CreateRoadmapDto } from './create-roadmap.dto';

/** PUT /api/Roadmap/{id}: the same ten required fields as a new roadmap. */
export class UpdateRoadmapDto extends CreateRoadmapDto {}
