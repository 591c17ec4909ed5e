import type { ResultArea } from '@portal/contracts';
import { In, type EntityManager } from 'typeorm';
import type { ActionOrigin, ActionStatus } from '../../actions/action-status';
import { targetRows } from '../../actions/action-targets';
import { Action } from '../../actions/action.entity';
import { ActionUpdate } from '../../actions/action-update.entity';
import { insertAction, insertUpdate, replaceTargets, updateAction } from '../../actions/actions.repository';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { libraryQuestions } from '../../trends/library-questions';
import { User } from '../../users/user.entity';

const DAY = 86_400_000;

interface DemoAction {
  title: string;
  description: string;
  owner: string;
  /** Days from now (negative: past). */
  due: number;
  status: ActionStatus;
  origin: ActionOrigin;
  questions: string[];
  areas: ResultArea[];
  shared: boolean;
  /** Progress notes, oldest first: days from now, the note, the status it set. */
  updates: [number, string, ActionStatus | null][];
}

/**
 * What Northwind set out to do after its 2025 round (docs/features/actions.md). The 2026 round rated Culture two
 * points and People one point higher than 2025, Process the same and Structure one point lower
 * (demo-rounds.ts), so the 2026 inquiry's action effects read: the feedback forums and the development plans
 * improved, the process write-up (still in progress) made no clear change, the dropped sales desk merger got worse.
 */
export const DEMO_ACTIONS: DemoAction[] = [
  {
    title: 'Monthly open forum with the leadership team',
    description:
      'An hour each month where anyone can ask the leadership team anything, answers published the same week.',
    owner: 'oscar.reid@northwind.demo.test',
    due: -270,
    status: 'Done',
    origin: 'Item',
    questions: ['Openness to feedback'],
    areas: [],
    shared: true,
    updates: [
      [-330, 'First forum held: 40 people came and asked 12 questions.', 'InProgress'],
      [-270, 'The forums run every month; questions and answers are on the intranet.', 'Done'],
    ],
  },
  {
    title: 'A development plan for everyone',
    description: 'Each person agrees a yearly development plan with their manager, with budget set aside for it.',
    owner: 'lily.ward@northwind.demo.test',
    due: -200,
    status: 'Done',
    origin: 'Area',
    questions: ['Development opportunities'],
    areas: ['People'],
    shared: true,
    updates: [
      [-300, 'Plan template agreed with the department heads.', 'InProgress'],
      [-200, 'Nine in ten plans signed; the training budget is booked.', 'Done'],
    ],
  },
  {
    title: 'Write down the ten core processes',
    description: 'Order to cash, purchasing and the other core processes documented with an owner each.',
    owner: 'mia.turner@northwind.demo.test',
    due: 60,
    status: 'InProgress',
    origin: 'Item',
    questions: ['Documented processes'],
    areas: [],
    shared: true,
    updates: [[-90, 'Four of ten processes written and reviewed; the rest wait for the ERP upgrade.', 'InProgress']],
  },
  {
    title: 'Merge the regional sales desks',
    description: 'One sales desk per region instead of one per product line, to end overlapping responsibilities.',
    owner: 'noah.price@northwind.demo.test',
    due: -150,
    status: 'Dropped',
    origin: 'Finding',
    questions: ['Clear responsibilities'],
    areas: [],
    shared: false,
    updates: [[-150, 'Dropped: the merger would have collided with the ERP roll-out.', 'Dropped']],
  },
];

/**
 * Northwind's actions on its 2025 round, written through the actions repository as the service writes them (no
 * mail: the seed assigns nobody anew). Runs inside the demo seed's transaction, after the rounds.
 */
export async function seedDemoActions(m: EntityManager, customerId: number, adminUserId: number): Promise<void> {
  const round = await m.findOneByOrFail(Inquiry, {
    customerId,
    description: 'Annual organisational health check 2025',
  });
  const questions = await libraryQuestions(m, round);
  const idOf = (title: string) => questions.find((q) => q.title === title)!.id;
  const owners = await m.find(User, { where: { customerId, email: In(DEMO_ACTIONS.map((a) => a.owner)) } });
  const ownerId = (email: string) => owners.find((u) => u.email === email)!.id;
  const now = Date.now();
  const day = (offset: number) => new Date(now + offset * DAY);
  for (const a of DEMO_ACTIONS) {
    const id = await insertAction(m, {
      customerId,
      inquiryId: round.id,
      title: a.title,
      description: a.description,
      ownerUserId: ownerId(a.owner),
      dueDate: day(a.due).toISOString().slice(0, 10),
      status: a.status,
      origin: a.origin,
      createdByUserId: adminUserId,
    });
    await replaceTargets(m, id, targetRows(questions, a.questions.map(idOf), a.areas));
    if (a.shared) await updateAction(m, id, { shared: true });
    // Planned a few weeks after the 2025 results; notes dated when they were written.
    await m.update(Action, { id }, { createdAt: day(-350), updatedAt: day(a.updates.at(-1)?.[0] ?? -350) });
    for (const [when, note, status] of a.updates) {
      const updateId = await insertUpdate(m, { actionId: id, authorUserId: ownerId(a.owner), note, status });
      await m.update(ActionUpdate, { id: updateId }, { createdAt: day(when) });
    }
  }
}
