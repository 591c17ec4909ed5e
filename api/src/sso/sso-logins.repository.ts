import { EntityManager, LessThan, MoreThan } from 'typeorm';
import { SsoLogin } from './sso-login.entity';

/** The statements on sso_logins (OpenID sign-in attempts and hand-off codes), each taking the caller's EntityManager. */

export type NewSsoLogin = Pick<SsoLogin, 'stateHash' | 'customerId' | 'codeVerifier' | 'nonce' | 'expiresAt'> &
  Partial<Pick<SsoLogin, 'stateUsed' | 'handoffHash' | 'userId'>>;

/** Deletes the expired attempts, so the table holds only the last minutes' sign-ins. */
export async function deleteExpiredLogins(m: EntityManager): Promise<void> {
  await m.delete(SsoLogin, { expiresAt: LessThan(new Date()) });
}

export async function insertLogin(m: EntityManager, login: NewSsoLogin): Promise<void> {
  await m.insert(SsoLogin, login);
}

/** Marks the unexpired, unused state of this hash used; answers whether this caller did. */
export async function claimLoginState(m: EntityManager, stateHash: string): Promise<boolean> {
  const won = await m.update(
    SsoLogin,
    { stateHash, stateUsed: false, expiresAt: MoreThan(new Date()) },
    { stateUsed: true },
  );
  return won.affected === 1;
}

/** Marks the unexpired, unused hand-off code of this hash used; answers whether this caller did. */
export async function claimHandoff(m: EntityManager, handoffHash: string): Promise<boolean> {
  const won = await m.update(
    SsoLogin,
    { handoffHash, handoffUsed: false, expiresAt: MoreThan(new Date()) },
    { handoffUsed: true },
  );
  return won.affected === 1;
}

export function loginOfState(m: EntityManager, stateHash: string): Promise<SsoLogin> {
  return m.findOneByOrFail(SsoLogin, { stateHash });
}

export function loginOfHandoff(m: EntityManager, handoffHash: string): Promise<SsoLogin> {
  return m.findOneByOrFail(SsoLogin, { handoffHash });
}
