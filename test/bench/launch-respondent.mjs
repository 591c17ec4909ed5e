// One simulated respondent of the launch-day bench, doing what the survey app does for a person who opens the
// invitation mail: POST /auth/invitation, the form (GET SurveyFormQuestions, all questions), the name confirmed
// on the start screen (PUT CustomerUser/Profile), then each item answered after a think time of 2-6 s, the
// draft saved 1.5 s after the last edit with only the answers that differ from what the server acknowledged
// (use-delta-autosave.ts: a save due while one is in flight waits another 1.5 s), now and then an earlier
// answer changed, and at the end the whole form submitted (Status completed) and read again, as the app's
// query invalidation does. Think times and the autosave pause are multiplied by --think-scale. What the server
// acknowledged is kept per form for the integrity check.
import { Agent, request } from 'node:http';

const AUTOSAVE_MS = 1500;
const TIMEOUT_MS = 30_000;

/** A keep-alive HTTP client recording each call's time under its kind; a non-2xx or a failure counts as an error. */
export function launchClient(baseUrl, record) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const { hostname, port } = new URL(baseUrl);
  const call = (kind, method, path, { token, body, headers = {} } = {}) =>
    new Promise((resolve) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const done = (status, text, failure) => {
        const ok = status >= 200 && status < 300;
        record(kind, performance.now() - started, ok, failure ?? status);
        resolve({ ok, status, text });
      };
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path: `/api${path}`,
          timeout: TIMEOUT_MS,
          headers: {
            ...(data === undefined
              ? {}
              : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => done(res.statusCode, Buffer.concat(chunks).toString()));
          res.on('error', (e) => done(0, '', e.code ?? 'aborted'));
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      req.on('error', (e) => done(0, '', e.code ?? e.message));
      req.end(data);
    });
  return { call, close: () => agent.destroy() };
}

function prng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Performance and importance as the app sends a rating: '1'-'5', or '0' for both when DK (one in 20). */
const rating = (random) => {
  if (random() < 0.05) return ['0', '0'];
  return [String(1 + Math.floor(random() * 5)), String(1 + Math.floor(random() * 5))];
};

/**
 * Answers one form from its invitation link. `ctx`: { client, link: { Organisation, Email, Key }, index,
 * thinkScale, seed, stopped (a promise resolved when the bench stops), isStopping(), minimalSaves (autosaves
 * sent with `Prefer: return=minimal`) }. Answers the form's
 * record: { email, state: 'submitted' | 'draft' | 'unknown' | 'failed', opened (null: unknown), held, unsure } where held maps a
 * question id to the [performance, importance] the server acknowledged (the submitted form, for submitted)
 * and unsure to what was sent without an answer (a failed or timed-out save may or may not have stored it).
 */
export async function answerForm(ctx) {
  const { client, link, thinkScale, isStopping } = ctx;
  const random = prng(ctx.seed * 100_003 + ctx.index);
  const think = async (fromS, toS) => {
    const ms = (fromS + random() * (toS - fromS)) * 1000 * thinkScale;
    let timer;
    await Promise.race([new Promise((r) => (timer = setTimeout(r, ms))), ctx.stopped]);
    clearTimeout(timer);
    return !isStopping();
  };
  const form = { email: link.Email, state: 'failed', opened: false, held: new Map(), unsure: new Map() };

  const opened = await client.call('open', 'POST', '/auth/invitation', { body: link });
  // A link whose answer never came may still have made the account.
  form.opened = opened.ok || (opened.status === 0 ? null : false);
  if (!opened.ok) return form;
  const { Token: token, InquiryId, InquiryTypeId, CustomerUserId } = JSON.parse(opened.text);
  const formPath = `/SurveyAnswer/${InquiryTypeId}/${InquiryId}/SurveyFormQuestions?currentPage=1&pageSize=-1`;
  const loaded = await client.call('form', 'GET', formPath, { token });
  if (!loaded.ok) return form;
  form.state = 'draft';
  const questions = JSON.parse(loaded.text).data.map((q) => ({ id: String(q.Id), custom: String(q.IsCustomQuestion) }));
  const item = (q, [answer, value]) => ({
    Answer: answer,
    DiagnosticId: q.id,
    InquiryId: String(InquiryId),
    CustomerUserId: String(CustomerUserId),
    IsCustomQuestion: q.custom,
    ValueAnswer: value,
    CheckBoxOptions: '',
  });

  // The start screen: read, name confirmed.
  if (!(await think(3, 8))) return form;
  await client.call('profile', 'PUT', `/CustomerUser/Profile/${CustomerUserId}`, {
    token,
    body: { FirstName: 'Launch', LastName: String(ctx.index) },
  });

  const answers = new Map();
  const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];
  let timer;
  let inFlight = null;
  const save = () => {
    if (inFlight) return schedule();
    const changed = questions.filter((q) => answers.has(q.id) && !same(answers.get(q.id), form.held.get(q.id)));
    if (!changed.length) return;
    const sent = changed.map((q) => [q.id, answers.get(q.id)]);
    inFlight = client
      .call('save', 'POST', '/SurveyAnswer/AddSurveyAnswers', {
        token,
        body: { SurveyAnswerDtos: changed.map((q) => item(q, answers.get(q.id))), Status: 'saveasdraft' },
        // The background save reads nothing of the answer: it may ask to be spared the form (RFC 7240).
        headers: ctx.minimalSaves ? { Prefer: 'return=minimal' } : {},
      })
      .then((r) => {
        for (const [id, v] of sent) {
          if (r.ok) {
            form.held.set(id, v);
            form.unsure.delete(id);
          } else form.unsure.set(id, v);
        }
        inFlight = null;
      });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(save, AUTOSAVE_MS * thinkScale);
  };
  const settle = async () => {
    clearTimeout(timer);
    while (inFlight) await inFlight;
  };

  for (let k = 0; k < questions.length; k++) {
    if (!(await think(2, 6))) return (await settle(), form);
    answers.set(questions[k].id, rating(random));
    // Now and then a second look at an earlier item.
    if (k > 0 && random() < 0.05) answers.set(questions[Math.floor(random() * k)].id, rating(random));
    schedule();
  }
  // A last look over the form, then Submit (the pending background save is not sent: the submit carries all).
  if (!(await think(3, 8))) return (await settle(), form);
  await settle();
  const all = questions.map((q) => [q.id, answers.get(q.id)]);
  const submitted = await client.call('submit', 'POST', '/SurveyAnswer/AddSurveyAnswers', {
    token,
    body: { SurveyAnswerDtos: questions.map((q) => item(q, answers.get(q.id))), Status: 'completed' },
  });
  if (!submitted.ok) {
    form.state = 'unknown';
    for (const [id, v] of all) if (!same(v, form.held.get(id))) form.unsure.set(id, v);
    return form;
  }
  form.state = 'submitted';
  form.held = new Map(all);
  form.unsure.clear();
  await client.call('form', 'GET', formPath, { token });
  return form;
}
