import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { PeopleService } from '../people/people.service';
import { RespondentAttribute } from './respondent-attribute.entity';
import { Respondent } from './respondent.entity';

/**
 * Respondents' attributes as the directory held them when they were invited (docs/features/people.md): copied once,
 * in the transaction that adds the respondents, and never changed after (RespondentAttribute).
 */
@Injectable()
export class RespondentAttributesService {
  constructor(private readonly people: PeopleService) {}

  /** Copies the directory's attributes of the just-added respondents (by email) of one inquiry. */
  async snapshot(m: EntityManager, customerId: number, inquiryId: number, emails: string[]): Promise<void> {
    if (!emails.length) return;
    const byEmail = await this.people.attributesByEmail(m, customerId, emails);
    if (!byEmail.size) return;
    const respondents = await m.find(Respondent, {
      where: { inquiryId, email: In([...byEmail.keys()]) },
      select: { id: true, email: true },
    });
    const rows = respondents.flatMap((r) =>
      Object.entries(byEmail.get(r.email.toLowerCase()) ?? {}).map(([name, value]) => ({
        respondentId: r.id,
        inquiryId,
        name,
        value,
      })),
    );
    for (let i = 0; i < rows.length; i += 300) await m.insert(RespondentAttribute, rows.slice(i, i + 300));
  }

  /** One respondent's invited attributes (name → value). */
  async ofRespondents(respondentIds: number[], m: EntityManager): Promise<Map<number, Record<string, string>>> {
    const out = new Map<number, Record<string, string>>();
    for (let i = 0; i < respondentIds.length; i += 500) {
      for (const a of await m.find(RespondentAttribute, {
        where: { respondentId: In(respondentIds.slice(i, i + 500)) },
      })) {
        out.set(a.respondentId, { ...(out.get(a.respondentId) ?? {}), [a.name]: a.value });
      }
    }
    return out;
  }
}
