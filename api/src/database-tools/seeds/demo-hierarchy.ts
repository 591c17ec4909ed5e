import type { EntityManager } from 'typeorm';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { managerChain } from '../../people/people-hierarchy-rules';
import { idsByAddress, managerGraph, setManager } from '../../people/people.repository';
import { insertRespondentManagers, respondentIdsByEmail } from '../../respondents/respondents.repository';

const at = (name: string) => `${name.replace(' ', '.').toLowerCase()}@northwind.demo.test`;

/**
 * Who reports to whom (docs/features/people.md#the-reporting-hierarchy), by address: the CEO, three department heads,
 * team leads and their staff — every one of the finished inquiry's 25 respondents. Each team shown on its own has at
 * least five people under its lead (MIN_RESPONDENTS); Leo Walsh's team in Finance has two, so a manager view shows it
 * only rolled up into Ava Lewis's group (with Nina, Lily and Finn, who report to her directly).
 */
export const DEMO_MANAGERS: Record<string, string> = {
  // Department heads under the CEO, Oscar Reid.
  [at('Noah Price')]: at('Oscar Reid'),
  [at('Mia Turner')]: at('Oscar Reid'),
  [at('Ava Lewis')]: at('Oscar Reid'),
  // Sales: Isla Baker's team of six.
  [at('Isla Baker')]: at('Noah Price'),
  'staff1@northwind.demo.test': at('Isla Baker'),
  'staff4@northwind.demo.test': at('Isla Baker'),
  'staff7@northwind.demo.test': at('Isla Baker'),
  [at('Jack Kemp')]: at('Isla Baker'),
  [at('Max Cole')]: at('Isla Baker'),
  [at('Owen Lamb')]: at('Isla Baker'),
  // Operations: Ruby Hall's team of seven (the two people without a department work with it).
  [at('Ruby Hall')]: at('Mia Turner'),
  'staff2@northwind.demo.test': at('Ruby Hall'),
  'staff5@northwind.demo.test': at('Ruby Hall'),
  'staff8@northwind.demo.test': at('Ruby Hall'),
  [at('Theo Lane')]: at('Ruby Hall'),
  [at('Sam Rowe')]: at('Ruby Hall'),
  [at('Zoe Hart')]: at('Ruby Hall'),
  [at('Ivy Nash')]: at('Ruby Hall'),
  // Finance and HR: Leo Walsh's small team, and three people reporting to Ava Lewis directly.
  [at('Leo Walsh')]: at('Ava Lewis'),
  'staff3@northwind.demo.test': at('Leo Walsh'),
  [at('Ella Shaw')]: at('Leo Walsh'),
  [at('Nina Fox')]: at('Ava Lewis'),
  [at('Lily Ward')]: at('Ava Lewis'),
  'staff6@northwind.demo.test': at('Ava Lewis'),
};

/** The lead of the demo's one team below the anonymity floor, and its members. */
export const DEMO_SMALL_TEAM = { lead: at('Leo Walsh'), members: ['staff3@northwind.demo.test', at('Ella Shaw')] };

/**
 * The reporting hierarchy on the demo: sets each directory person's manager, then copies each respondent's chain of
 * managers into the Northwind inquiries invited from the directory (2026 and the one collecting), as an invitation
 * does; the 2025 round was invited before the directory held the hierarchy, so it has none, as with attributes.
 * Runs inside the demo seed's transaction, after the directory and the inquiries are written.
 */
export async function seedDemoHierarchy(m: EntityManager, customerId: number): Promise<void> {
  const managers = [...new Set(Object.values(DEMO_MANAGERS))];
  const ids = await idsByAddress(m, customerId, [...new Set([...Object.keys(DEMO_MANAGERS), ...managers])]);
  for (const manager of managers) {
    const reports = Object.keys(DEMO_MANAGERS).filter((e) => DEMO_MANAGERS[e] === manager);
    await setManager(
      m,
      ids.get(manager)!,
      reports.map((e) => ids.get(e)!),
    );
  }
  const graph = await managerGraph(m, customerId);
  for (const description of ['Annual organisational health check 2026', 'Digital readiness baseline']) {
    const inquiry = await m.findOneByOrFail(Inquiry, { customerId, description });
    const respondents = await respondentIdsByEmail(m, inquiry.id, [...graph.keys()]);
    await insertRespondentManagers(
      m,
      respondents.flatMap((r) =>
        managerChain(r.email, (e) => graph.get(e)).map((managerEmail, i) => ({
          respondentId: r.id,
          level: i + 1,
          managerEmail,
          inquiryId: inquiry.id,
        })),
      ),
    );
  }
}
