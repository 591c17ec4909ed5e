// AddSurveyAnswers under load: many respondents of the pending inquiry saving 120-answer drafts at
// once, once as JSON and once as multipart (different respondents, their drafts cleared first), each
// followed by the integrity check: every respondent that got a 2xx has exactly its 120 answers, with
// the values it sent, and none has more or fewer. Beside them the busboy floor: how many such
// multipart bodies one core parses with nothing else done.
import { figures, percent } from './load.mjs';
import { multipartFloor } from './multipart-floor.mjs';
import { ms, statusNote } from './read-scenarios.mjs';
import { answerItems, expectedSums, jsonBody, multipartBody, userIdOf } from './save-bodies.mjs';
import { SAVES } from './targets.mjs';

const SAVERS = 64;

export async function saveScenarios({ api, db, tokens, measure, report, log, options }) {
  const { ids } = db;
  const form = await api.call(
    `/SurveyAnswer/${ids.inquiryTypeId}/${ids.pendingInquiryId}/SurveyFormQuestions?pageSize=-1`,
    { token: await tokens.staff() },
  );
  const questions = form.json.data.map((q) => q.Id);
  // The generator leaves up to 1,000 respondents of the big customer pending on the second inquiry.
  const savers = Math.min(SAVERS, Math.floor(Math.min(1000, options.respondents) / 2));
  const saverTokens = async (from) => {
    const list = [];
    for (let i = from; i < from + savers; i++)
      list.push(await api.login(`r${String(i + 1).padStart(5, '0')}@${ids.bigDomain}`));
    return list;
  };

  async function storedPerSaver(userIds) {
    const rows = await db.query(
      'SELECT r.user_id AS userId, COUNT(a.id) AS n, COUNT(DISTINCT a.question_id) AS d, SUM(a.performance) AS p, SUM(a.importance) AS i FROM respondents r LEFT JOIN survey_answers a ON a.respondent_id = r.id AND a.inquiry_id = r.inquiry_id WHERE r.inquiry_id = ? AND r.user_id IN (?) GROUP BY r.user_id',
      [ids.pendingInquiryId, userIds],
    );
    return new Map(
      rows.map((row) => [
        Number(row.userId),
        { n: Number(row.n), d: Number(row.d), p: Number(row.p ?? 0), i: Number(row.i ?? 0) },
      ]),
    );
  }

  async function run(format, from, build) {
    const list = await saverTokens(from);
    const userIds = list.map(userIdOf);
    await db.query(
      'DELETE FROM survey_answers WHERE inquiry_id = ? AND respondent_id IN (SELECT id FROM respondents WHERE inquiry_id = ? AND user_id IN (?))',
      [ids.pendingInquiryId, ids.pendingInquiryId, userIds],
    );
    // Two drafts per saver that differ in every answer, sent in turn: each save rewrites all its rows
    // (a save whose values equal the stored ones writes nothing, and would measure nothing).
    const variants = [0, 1].map((shift) =>
      list.map((token, i) =>
        answerItems({ questions, inquiryId: ids.pendingInquiryId, userId: userIds[i], saver: from + i, shift }),
      ),
    );
    const requests = variants.map((items) =>
      items.map((it, i) => {
        const body = build(it);
        return {
          method: 'POST',
          path: '/api/SurveyAnswer/AddSurveyAnswers',
          headers: { Authorization: `Bearer ${list[i]}`, 'Content-Type': body.contentType },
          body: body.body,
        };
      }),
    );
    // Who got a 2xx: the client's context carries the saver from setupRequest to onResponse (one
    // request in flight per connection). A short run may not reach every saver.
    const saved = new Set();
    let next = 0;
    const setupRequest = (req, context) => {
      const turn = next++;
      context.saver = turn % list.length;
      return requests[Math.floor(turn / list.length) % 2][context.saver];
    };
    const onResponse = (status, body, context) => status < 300 && saved.add(context.saver);
    // The warm-up saves drafts as the measured run does: a draft is overwritten, so the count holds.
    const r = figures(
      await measure.measureApi(api, `${format} saves`, { url: api.url, requests: [{ setupRequest, onResponse }] }),
    );
    const stored = await storedPerSaver(userIds);
    const wrong = userIds.filter((userId, i) => {
      const { n = 0, d = 0, p = 0, i: imp = 0 } = stored.get(Number(userId)) ?? {};
      if (d !== n || (n !== 0 && n !== questions.length)) return true;
      // The stored answers are one of the saver's two drafts, whole: never a mix, never lost.
      const isDraft = (items) => {
        const want = expectedSums(items[i]);
        return p === want.performance && imp === want.importance;
      };
      return saved.has(i) && (n !== questions.length || !variants.some(isDraft));
    }).length;
    const total = [...stored.values()].reduce((sum, s) => sum + s.n, 0);
    const integrity = wrong ? `${wrong} respondents with lost, duplicated or wrong answers` : 'none lost or duplicated';
    log(
      `${format} saves: ${r.rps}/s p50 ${ms(r.p50)} p99 ${ms(r.p99)} errors ${r.errors}${statusNote(r)}; ${saved.size}/${savers} respondents saved, ${total} rows, ${integrity}`,
    );
    return {
      r,
      wrong,
      note: `${saved.size}/${savers} respondents saved, ${total} rows, ${integrity}${statusNote(r)}`,
      sample: build(variants[0][0]),
    };
  }

  const json = await run('JSON', 0, (items) => jsonBody(items));
  const jsonOk = json.r.rps >= SAVES.jsonPerSecond && !json.wrong && json.r.errors === 0;
  report(
    `AddSurveyAnswers JSON draft saves (${questions.length} answers)`,
    { ...json.r, baseline: '-', share: json.note },
    `≥ ${SAVES.jsonPerSecond} saves/s, nothing lost or duplicated`,
    jsonOk ? 'met' : 'missed',
  );

  const multipart = await run('multipart', savers, (items) => multipartBody(items));
  const floor = await multipartFloor(multipart.sample.body, multipart.sample.contentType);
  const share = floor.perSecond ? multipart.r.rps / floor.perSecond : 0;
  const multipartOk = share >= SAVES.multipartShareOfFloor && !multipart.wrong && multipart.r.errors === 0;
  report(
    `AddSurveyAnswers multipart draft saves (${questions.length} answers)`,
    {
      ...multipart.r,
      baseline: floor.perSecond,
      share: `${percent(multipart.r.rps, floor.perSecond)} of the busboy floor; ${multipart.note}`,
    },
    `≥ ${Math.round(SAVES.multipartShareOfFloor * 100)}% of the busboy floor, nothing lost or duplicated`,
    multipartOk ? 'met' : 'missed',
  );
  report(
    `floor: ${floor.parser} parsing one multipart save body, one core`,
    {
      rps: floor.perSecond,
      p50: '-',
      p99: '-',
      errors: 0,
      baseline: '-',
      share: `${floor.fields} fields, ${floor.kb} KB per body (JSON body ${Math.round(Buffer.byteLength(json.sample.body) / 1024)} KB)`,
    },
    'reference: ceiling of the multipart format',
    '-',
  );
  log(`multipart floor: ${floor.perSecond} bodies/s (${floor.fields} fields, ${floor.kb} KB)`);
}
