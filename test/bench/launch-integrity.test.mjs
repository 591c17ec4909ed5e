// node --test test/bench/launch-integrity.test.mjs: the launch bench's database check tells a form stored as sent
// from one that lost, changed or duplicated an answer, a submit that did not complete, and an invitation nobody
// opened that holds something.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchIntegrity } from './launch-integrity.mjs';

const launch = { inquiryId: 7, customerId: 3 };
const submitted = () => ({
  email: 'a@x',
  state: 'submitted',
  opened: true,
  held: new Map([
    ['1', ['4', '5']],
    ['2', ['0', '0']],
  ]),
  unsure: new Map(),
});
const draft = () => ({
  email: 'b@x',
  state: 'draft',
  opened: true,
  held: new Map([['1', ['2', '3']]]),
  unsure: new Map([['2', ['1', '1']]]),
});
const row = (email, status, q, p, i, userId = 1) => ({ email, status, userId, q, c: 0, p, i });
const good = () => [
  row('a@x', 'completed', 1, 4, 5),
  row('a@x', 'completed', 2, 0, 0),
  row('b@x', 'saveasdraft', 1, 2, 3, 2),
  row('c@x', 'pending', null, null, null, null),
];

/** A database answering the check's three reads from these respondent/answer rows. */
const fakeDb = (rows, { completed = 1, accounts = 2 } = {}) => ({
  query: async (sql) => {
    if (sql.includes('FROM respondents r')) return rows;
    if (sql.includes('completed_count')) return [{ n: completed }];
    return [{ n: accounts }];
  },
});

const check = (rows, forms = [submitted(), draft()], counts) => launchIntegrity(fakeDb(rows, counts), launch, forms);

test('forms stored as sent pass; an unsure answer may be stored or not', async () => {
  assert.deepEqual((await check(good())).problems, []);
  const withUnsure = [...good(), row('b@x', 'saveasdraft', 2, 1, 1, 2)];
  assert.deepEqual((await check(withUnsure)).problems, []);
});

test('a lost, changed or duplicated answer is found', async () => {
  // The LEFT JOIN's row of a form without answers.
  const lost = good().map((r) => (r.email === 'b@x' ? { ...r, q: null, p: null, i: null } : r));
  assert.match((await check(lost)).problems.join(), /b@x \(draft\): question 1 lost/);
  const changed = good().map((r) => (r.email === 'a@x' && r.q === 2 ? { ...r, i: 3 } : r));
  assert.match((await check(changed)).problems.join(), /a@x \(submitted\): question 2 holds 0\/3, sent 0\/0/);
  const extra = [...good(), row('a@x', 'completed', 3, 1, 1)];
  assert.match((await check(extra)).problems.join(), /3 answers stored, 2 submitted/);
  const duplicated = [...good(), row('a@x', 'completed', 1, 4, 5)];
  assert.match((await check(duplicated)).problems.join(), /duplicated/);
});

test('an accepted submit left unfinished, or a draft completed, is found', async () => {
  const notCompleted = good().map((r) => (r.email === 'a@x' ? { ...r, status: 'saveasdraft' } : r));
  assert.match((await check(notCompleted)).problems.join(), /status saveasdraft after an accepted submit/);
  const completedDraft = good().map((r) => (r.email === 'b@x' ? { ...r, status: 'completed' } : r));
  assert.match((await check(completedDraft)).problems.join(), /completed without a submit/);
  assert.match((await check(good(), undefined, { completed: 2 })).problems.join(), /completed count 2, 1 submits/);
});

test('an invitation nobody opened holds nothing; accounts match the opened links', async () => {
  const touched = [...good().slice(0, 3), row('c@x', 'saveasdraft', 1, 1, 1, 9)];
  assert.match((await check(touched)).problems.join(), /c@x: never opened, yet 1 answers/);
  assert.match((await check(good(), undefined, { accounts: 3 })).problems.join(), /3 accounts for 2 opened links/);
});
