import { answerThroughLink, collectingInquiry } from './open-links-fixture';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import type { Fact } from './support/confidentiality-auditor';
import { Auditing, startAuditing } from './support/confidentiality-harness';
import { client } from './support/personas';

jest.setTimeout(300_000);

/**
 * Groups respondents declare through an open link are respondent attributes like invited ones': the confidentiality
 * auditor makes every customer read of an inquiry answered only through its link and finds no one isolated.
 */
describe('confidentiality: self-declared groups of an open link', () => {
  let a: Auditing;
  beforeAll(async () => {
    a = await startAuditing();
  });
  afterAll(() => a.close());

  it('reports the departments people declared, and never one that one person declared, on every read', async () => {
    const inquiry = await collectingInquiry(a.t, 'Open link, declared departments');
    const token = (
      await a.readers.admin
        .post(`/api/Inquiry/${inquiry.id}/OpenLink`)
        .send({ GroupQuestions: ['Department'] })
        .expect(200)
    ).body.Token as string;
    const anyone = client(a.t);
    const answer = async (departments: string[]) => {
      for (const [i, department] of departments.entries())
        await answerThroughLink(anyone, token, department ? { Department: department } : {}, String(1 + (i % 5)));
    };
    const departmentsShown = (facts: Fact[] | undefined) =>
      new Set((facts ?? []).filter((f) => f.group.attribute === 'Department').map((f) => f.group.members.join('+')));

    // Every browser that started has completed, so a snapshot is taken at every MIN (5) more forms, each a generation
    // of its own: five Sales forms (one group: Department not reported), five Operations forms more, then one HR, one
    // Finance and three people who declared nothing.
    await answer([...Array<string>(10).fill('Sales', 0, 5).fill('Operations', 5), 'HR', 'Finance', '', '', '']);
    await a.t.dataSource.getRepository(Inquiry).update({ id: inquiry.id }, { resultsUploadedAt: new Date() });
    const { lines, gathered } = await a.audit(inquiry.id);
    expect(lines).toEqual([]);
    const shown = [...departmentsShown(gathered.facts.get(inquiry.id))].sort();
    expect(shown).toContain('Sales');
    expect(shown).toContain('Operations');
    expect(shown).not.toContain('HR');
    expect(shown).not.toContain('Finance');
  });
});
