import { SetMetadata } from '@nestjs/common';
import { Role } from '../domain/roles';

export const ROLES = 'roles';
/** Roles admitted to a controller or handler (the handler's list wins). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
