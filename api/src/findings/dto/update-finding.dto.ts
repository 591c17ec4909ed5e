import { CreateFindingDto } from './create-finding.dto';

/** PUT /api/Findings/{id}: the same three required fields as a new finding. */
export class UpdateFindingDto extends CreateFindingDto {}
