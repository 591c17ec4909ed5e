import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PeopleService } from '../people/people.service';
import type { RespondentAttribute } from './respondent-attribute.entity';
import type { RespondentManager } from './respondent-manager.entity';
import {
  attributesOfRespondents,
  insertRespondentAttributes,
  insertRespondentManagers,
  respondentIdsByEmail,
} from './respondents.repository';

/**
 * Respondents' attributes and managers as the directory held them when they were invited (docs/features/people.md): copied once,
 * in the transaction that adds the respondents, and never changed after (RespondentAttribute).
 */
@Injectable()
export class RespondentAttributesService {
  constructor(private readonly people: PeopleService) {}

  /** Copies the directory's attributes and managers of the just-added respondents (by email) of one inquiry. */
  async snapshot(m: EntityManager, customerId: number, inquiryId: number, emails: string[]): Promise<void> {
    if (!emails.length) return;
    const byEmail = await this.people.attributesByEmail(m, customerId, emails);
    const chains = await this.people.managerChainsByEmail(m, customerId, emails);
    if (!byEmail.size && !chains.size) return;
    const respondents = await respondentIdsByEmail(m, inquiryId, [...new Set([...byEmail.keys(), ...chains.keys()])]);
    await insertRespondentManagers(
      m,
      respondents.flatMap((r): RespondentManager[] =>
        (chains.get(r.email.toLowerCase()) ?? []).map((managerEmail, i) => ({
          respondentId: r.id,
          level: i + 1,
          managerEmail,
          inquiryId,
        })),
      ),
    );
    const rows = respondents.flatMap((r): RespondentAttribute[] =>
      Object.entries(byEmail.get(r.email.toLowerCase()) ?? {}).map(([name, value]) => ({
        respondentId: r.id,
        inquiryId,
        name,
        value,
      })),
    );
    await insertRespondentAttributes(m, rows);
  }

  /** One respondent's invited attributes (name → value). */
  async ofRespondents(respondentIds: number[], m: EntityManager): Promise<Map<number, Record<string, string>>> {
    const out = new Map<number, Record<string, string>>();
    for (const a of await attributesOfRespondents(m, respondentIds))
      out.set(a.respondentId, { ...(out.get(a.respondentId) ?? {}), [a.name]: a.value });
    return out;
  }
}
