import { EntityManager } from 'typeorm';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { RespondentAttribute } from '../../respondents/respondent-attribute.entity';
import { Respondent } from '../../respondents/respondent.entity';
import { PersonAttribute } from '../../people/person-attribute.entity';
import { Person } from '../../people/person.entity';
import { Role } from '../../common/domain/roles';
import { User } from '../../users/user.entity';

/**
 * Directory people invited to the finished inquiry by address. They answered, so each signed up through the
 * invitation first: every one has a staff account (a completed form always belongs to a user).
 */
const EXTRA = [
  'Ava Lewis',
  'Noah Price',
  'Mia Turner',
  'Leo Walsh',
  'Isla Baker',
  'Oscar Reid',
  'Ruby Hall',
  'Jack Kemp',
  'Ella Shaw',
  'Theo Lane',
  'Lily Ward',
  'Max Cole',
  'Zoe Hart',
  'Sam Rowe',
  'Nina Fox',
  'Owen Lamb',
  'Ivy Nash',
];
/** Department of each of the 25 respondents in order (8 staff, then EXTRA): Sales 8, Operations 7, Finance 5, HR 2, none 3. */
const DEPARTMENTS = [
  'Sales',
  'Operations',
  'Finance',
  'Sales',
  'Operations',
  'HR',
  'Sales',
  'Operations',
  'Finance',
  'Sales',
  'Operations',
  'Finance',
  'Sales',
  '',
  'Operations',
  'Sales',
  'Finance',
  'Operations',
  'HR',
  'Sales',
  '',
  'Operations',
  'Finance',
  'Sales',
  '',
];
/**
 * Where each department sits: Sales and HR in London, Operations in Lyon, Finance in Berlin; the people without a
 * department by turns. Locations follow departments as offices do, so the joint table of the two attributes keeps
 * groups of five or more: HR (2) and the people without a department (3) are rolled up into Other, not hidden.
 */
const LOCATION_OF: Record<string, string> = {
  Sales: 'London',
  HR: 'London',
  Operations: 'Lyon',
  Finance: 'Berlin',
  '': 'London',
};
/** How a department rates on average against the staff whose answers it starts from: the heatmap shows differences. */
const SHIFT: Record<string, number> = { Sales: 1, Operations: -1, Finance: 0, HR: 0, '': 0 };

/**
 * The segments demo (docs/features/segments.md#exports-and-the-demo): the Northwind directory with Department and Location, and the finished inquiry's
 * respondents invited with those attributes — its 8 staff and 17 more people of the directory who
 * completed (25 forms), so its heatmap by Department shows Sales, Operations and Finance, with HR (2)
 * and the people without a department (3) rolled up into Other. Runs inside the demo seed's transaction,
 * before the statistics are rebuilt.
 */
export async function seedDemoPeople(m: EntityManager, customerId: number, passwordHash: string): Promise<void> {
  const inquiry = await m.findOneByOrFail(Inquiry, {
    customerId,
    description: 'Annual organisational health check 2026',
  });
  const staffRespondents = await m.find(Respondent, { where: { inquiryId: inquiry.id }, order: { id: 'ASC' } });
  const staffUsers = await m.find(User, { where: { customerId } });
  const nameOf = new Map(staffUsers.map((u) => [u.email, [u.firstName, u.lastName]]));
  const templates = await m.find(SurveyAnswer, { where: { inquiryId: inquiry.id }, order: { id: 'ASC' } });
  const people: { email: string; first: string; last: string; respondent?: Respondent }[] = staffRespondents.map(
    (r) => {
      const [first, last] = nameOf.get(r.email) ?? ['', ''];
      return { email: r.email, first, last, respondent: r };
    },
  );
  for (const name of EXTRA) {
    const [first, last] = name.split(' ');
    people.push({ email: `${first}.${last}@northwind.demo.test`.toLowerCase(), first, last });
  }
  for (const [i, p] of people.entries()) {
    const department = DEPARTMENTS[i] ?? '';
    const location = LOCATION_OF[department];
    const person = await m.save(
      Person,
      m.create(Person, { customerId, email: p.email, firstName: p.first, lastName: p.last }),
    );
    const attributes = { ...(department ? { Department: department } : {}), Location: location };
    await m.insert(
      PersonAttribute,
      Object.entries(attributes).map(([name, value]) => ({ personId: person.id, customerId, name, value })),
    );
    let respondent = p.respondent;
    if (!respondent) {
      const account = await m.save(
        User,
        m.create(User, {
          customerId,
          role: Role.CustomerUser,
          email: p.email,
          passwordHash,
          firstName: p.first,
          lastName: p.last,
          isVerified: true,
        }),
      );
      respondent = await m.save(
        Respondent,
        m.create(Respondent, {
          inquiryId: inquiry.id,
          customerId,
          email: p.email,
          userId: account.id,
          status: 'completed',
          submittedAt: staffRespondents[0]?.submittedAt ?? new Date(),
        }),
      );
      // The answers of the staff member this person is paired with, shifted by their department's tendency (Don't Know stays).
      const from = staffRespondents[i % staffRespondents.length].id;
      const shift = SHIFT[department] ?? 0;
      const clamp = (v: number | null) => (v === null || v === 0 ? v : Math.min(5, Math.max(1, v + shift)));
      await m.insert(
        SurveyAnswer,
        templates
          .filter((a) => a.respondentId === from)
          .map((a) => ({
            respondentId: respondent!.id,
            inquiryId: inquiry.id,
            questionId: a.questionId,
            isCustomQuestion: a.isCustomQuestion,
            performance: clamp(a.performance),
            importance: a.importance,
            textAnswer: a.textAnswer,
            checkboxAnswer: a.checkboxAnswer,
            fileId: null,
          })),
      );
    }
    await m.insert(
      RespondentAttribute,
      Object.entries(attributes).map(([name, value]) => ({
        respondentId: respondent!.id,
        inquiryId: inquiry.id,
        name,
        value,
      })),
    );
  }
  await m.update(Inquiry, { id: inquiry.id }, { noOfParticipants: people.length });
}
