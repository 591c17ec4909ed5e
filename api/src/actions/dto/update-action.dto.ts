import { OmitType, PartialType } from '@nestjs/swagger';
import { CreateActionDto } from './create-action.dto';

/**
 * PUT /api/Actions/{actionId}: the fields sent change, the others stay (a null Title is no change). An owner who is
 * not a customer admin may send Status only.
 */
export class UpdateActionDto extends PartialType(OmitType(CreateActionDto, ['Origin'] as const)) {}
