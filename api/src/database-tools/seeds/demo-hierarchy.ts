import type { EntityManager } from 'typeorm';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { managerChain } from '../../people/people-hierarchy-rules';
import { idsByAddress, managerGraph, setManager } from '../../people/people.repository';
import { insertRespondentManagers, respondentIdsByEmail } from '../../respondents/respondents.repository';

const at = (name: string) => `${name.replace(' ', '.').toLowerCase()}@northwind.demo.test`;

/**
 * Who reports to whom (docs/features/people.md#the-reporting-hierarchy), by address: every one of the finished
 * inquiry's 25 respondents. The CEO, Oscar Reid; under him the heads of Sales (Noah Price) and of Operations and
 * Finance (Mia Turner, the COO), with the head of Finance (Ava Lewis) under her; Leo Walsh leads a team of two in
 * Finance. The teams follow the departments, so the manager views show every head's team beside the Department
 * heatmap without one revealing a few people by difference: Sales (8 with its head), Operations and Finance (12) with
 * Finance (5) shown apart, and the CEO with those reporting to him directly (HR and the people without a department,
 * 5). Leo Walsh's team (3 with him) is below MIN_RESPONDENTS: it shows only rolled up into Ava Lewis's Finance.
 */
export const DEMO_MANAGERS: Record<string, string> = {
  [at('Noah Price')]: at('Oscar Reid'),
  [at('Mia Turner')]: at('Oscar Reid'),
  [at('Lily Ward')]: at('Oscar Reid'),
  'staff6@northwind.demo.test': at('Oscar Reid'),
  [at('Zoe Hart')]: at('Oscar Reid'),
  [at('Ivy Nash')]: at('Oscar Reid'),
  // Sales
  'staff1@northwind.demo.test': at('Noah Price'),
  'staff4@northwind.demo.test': at('Noah Price'),
  'staff7@northwind.demo.test': at('Noah Price'),
  [at('Isla Baker')]: at('Noah Price'),
  [at('Jack Kemp')]: at('Noah Price'),
  [at('Max Cole')]: at('Noah Price'),
  [at('Owen Lamb')]: at('Noah Price'),
  // Operations, and the head of Finance
  'staff2@northwind.demo.test': at('Mia Turner'),
  'staff5@northwind.demo.test': at('Mia Turner'),
  'staff8@northwind.demo.test': at('Mia Turner'),
  [at('Ruby Hall')]: at('Mia Turner'),
  [at('Theo Lane')]: at('Mia Turner'),
  [at('Sam Rowe')]: at('Mia Turner'),
  [at('Ava Lewis')]: at('Mia Turner'),
  // Finance: Leo Walsh's small team, and Nina Fox
  [at('Leo Walsh')]: at('Ava Lewis'),
  [at('Nina Fox')]: at('Ava Lewis'),
  'staff3@northwind.demo.test': at('Leo Walsh'),
  [at('Ella Shaw')]: at('Leo Walsh'),
};

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
