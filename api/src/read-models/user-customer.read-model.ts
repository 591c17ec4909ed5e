import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { User } from '../users/user.entity';

/** One user with their customer's row beside it (login, password reset and the profile read the customer's state or name), or null. */
export function userWithCustomer(m: EntityManager, where: FindOptionsWhere<User>): Promise<User | null> {
  return m.findOne(User, { where, relations: { customer: true } });
}
