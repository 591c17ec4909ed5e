import { customerAdminActionPath, MY_ACTIONS_PATH } from '@portal/contracts';
import { Role } from '../common/domain/roles';

/** Where an owner's mail about an action leads: a customer admin to the action's page, a customer user to My actions. */
export function ownerActionPath(role: Role, inquiryId: number, actionId: number): string {
  return role === Role.CustomerAdmin ? customerAdminActionPath(inquiryId, actionId) : MY_ACTIONS_PATH;
}
