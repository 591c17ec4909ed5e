import { CreatePathwayDto } from './create-pathway.dto';

/** PUT /Pathway/{inquiryId}/Update/{pathwayId}: the same fields; the path's inquiry type is where the pathway belongs. */
export class UpdatePathwayDto extends CreatePathwayDto {}
