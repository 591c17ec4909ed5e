import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Person } from '../src/people/person.entity';
import { RespondentManager } from '../src/respondents/respondent-manager.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { buildTree, TeamForm } from '../src/team-insights/team-tree';
import { Auditing, startAuditing } from './support/confidentiality-harness';
import { confidentialityFindings } from './support/confidentiality-reads';
import { TeamBody, viewFacts } from './support/team-view-facts';

jest.setTimeout(300_000);

/**
 * The demo's own reporting hierarchy (CEO, department heads, a team below MIN_RESPONDENTS) read through every
 * manager view of each published Northwind inquiry that carries it, beside every other customer read, under the
 * confidentiality auditor: what a newcomer sees first is held to the same rule as the hostile fixtures.
 */
describe('manager views of the demo hierarchy', () => {
  let a: Auditing;
  beforeAll(async () => {
    a = await startAuditing();
  });
  afterAll(() => a.close());

  it('pass the confidentiality auditor, with teams shown and a small team rolled up', async () => {
    const ds = a.t.dataSource;
    const chains = await ds.getRepository(RespondentManager).find();
    const audited: TeamBody[] = [];
    for (const inquiryId of new Set(chains.map((row) => row.inquiryId))) {
      const inquiry = await ds.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
      if (!inquiry.resultsUploadedAt) continue;
      const forms = await ds.getRepository(Respondent).find({ where: { inquiryId }, order: { id: 'ASC' } });
      const people: TeamForm[] = forms.map((form) => ({
        id: form.id,
        email: form.email.toLowerCase(),
        chain: chains
          .filter((row) => row.respondentId === form.id)
          .sort((x, y) => x.level - y.level)
          .map((row) => row.managerEmail.toLowerCase()),
      }));
      const tree = buildTree(people);
      const { gathered } = await a.audit(inquiryId);
      const view = async (manager?: string) =>
        (
          await a.readers.admin
            .get(`/api/Insights/Team/${inquiryId}${manager ? `?manager=${encodeURIComponent(manager)}` : ''}`)
            .expect(200)
        ).body as TeamBody;
      const views = [await view()];
      // One figure, one value: the organisation's column is the heatmap's Overall, withheld only where it is.
      const heatmap = await a.readers.admin.get(`/api/Insights/Heatmap/${inquiryId}?by=Department`).expect(200);
      expect({ Areas: views[0].Team!.Areas, Questions: views[0].Team!.Questions }).toEqual({
        Areas: heatmap.body.Overall.Areas,
        Questions: heatmap.body.Overall.Questions,
      });
      expect(views[0].Team!.Areas.some((area) => area.Performance !== null)).toBe(true);
      for (const node of tree.parent.keys()) if (tree.children.get(node)?.length) views.push(await view(node));
      audited.push(...views);
      const truth = gathered.truths.get(inquiryId)!;
      const teamFacts = viewFacts(tree, truth, views, (v) => v.SnapshotForms ?? 0);
      gathered.facts.set(inquiryId, [...gathered.facts.get(inquiryId)!, ...teamFacts]);
      expect(confidentialityFindings(gathered).map((f) => `${f.check}: ${f.message}`)).toEqual([]);
    }
    // Not a vacuous pass: the demo shows direct reports' teams and rolls its small team up.
    expect(audited.some((v) => v.DirectReports.length >= 2)).toBe(true);
    expect(audited.some((v) => v.RolledUp)).toBe(true);

    // People are named as the directory names them: each direct report's column and the manager read.
    const directory = await ds.getRepository(Person).find();
    const nameOf = (email: string) => {
      const person = directory.find((p) => p.email.toLowerCase() === email);
      return person ? `${person.firstName} ${person.lastName}`.trim() || null : null;
    };
    type Named = {
      Manager: string;
      ManagerName: string | null;
      DirectReports: { Manager: string; Name: string | null }[];
    };
    const named = audited as unknown as Named[];
    for (const v of named) {
      expect(v.ManagerName).toBe(nameOf(v.Manager));
      for (const r of v.DirectReports) expect(r.Name).toBe(nameOf(r.Manager));
    }
    expect(named.some((v) => v.DirectReports.some((r) => r.Name))).toBe(true);
  });
});
