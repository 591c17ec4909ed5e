// The authenticated reads and the login, each measured on the API beside the node:http ceiling of
// the same bytes, and the late-page rows that compare a late page with the first.
import { figures, percent } from './load.mjs';
import { LATE_PAGE_SHARE, readTarget } from './targets.mjs';

export const ms = (v) => (typeof v === 'number' ? `${v} ms` : v);
export const statusNote = (f) => (f.notes ? `; ${f.notes}` : '') + (f.timeouts ? `; ${f.timeouts} timeouts` : '');

export function readScenarios({ api, db, tokens, measure, report, log, options }) {
  const { ids } = db;
  const target = readTarget(db.engine);

  async function read(name, path, token) {
    const sample = await api.call(path, { token });
    const ceiling = await measure.ceilingOf(name, sample.text);
    const m = figures(
      await measure.measureApi(api, name, {
        url: `${api.url}/api${path}`,
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    report(
      name,
      { ...m, baseline: ceiling.rps, share: percent(m.rps, ceiling.rps) + statusNote(m) },
      target.text,
      target.met(m, ceiling.rps) ? 'met' : 'missed',
    );
    log(
      `${name}: ${m.rps} req/s (${percent(m.rps, ceiling.rps)} of ${ceiling.rps}), p50 ${ms(m.p50)}, p99 ${ms(m.p99)}, errors ${m.errors}${statusNote(m)}`,
    );
    return m;
  }
  const latePage = (what, first, late) =>
    report(
      `late page vs first page (${what})`,
      {
        rps: late.rps,
        p50: late.p50,
        p99: late.p99,
        errors: 0,
        baseline: first.rps,
        share: percent(late.rps, first.rps),
      },
      'late page as fast as the first',
      first.rps > 0 && late.rps >= LATE_PAGE_SHARE * first.rps ? 'met' : 'missed',
    );

  return {
    async login() {
      const body = JSON.stringify({ username: `admin@${ids.bigDomain}`, password: tokens.password });
      const r = figures(
        await measure.measureApi(api, 'login', {
          url: `${api.url}/api/auth/login`,
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      report(
        'login (argon2id)',
        { ...r, baseline: '-', share: statusNote(r).slice(2) || '-' },
        'no errors (cost-bound by design)',
        r.errors === 0 ? 'met' : 'missed',
      );
      log(`login: ${r.rps} req/s p99 ${ms(r.p99)}${statusNote(r)}`);
    },
    inquiry: () => read('GET /Inquiry/{id}', `/Inquiry/${ids.bigInquiryId}`, tokens.bigAdmin),
    async admin() {
      const first = await read('GET /Inquiry/Admin page 1', '/Inquiry/Admin?pageSize=8&currentPage=1', tokens.operator);
      const late = await read(
        'GET /Inquiry/Admin page 240',
        '/Inquiry/Admin?pageSize=8&currentPage=240',
        tokens.operator,
      );
      latePage('Inquiry/Admin', first, late);
    },
    customer: () => read('GET /Customer page 20', CUSTOMER_PATH, tokens.operator),
    async respondents() {
      // The last page of a small population: page 600 needs 4,800 respondents.
      const late = Math.min(600, Math.ceil(options.respondents / 8));
      const first = await read(
        'GET /Inquiry/GetRespondents big, page 1',
        `/Inquiry/GetRespondents/${ids.bigInquiryId}?pageSize=8&currentPage=1`,
        tokens.bigAdmin,
      );
      const last = await read(
        `GET /Inquiry/GetRespondents big, page ${late}`,
        `/Inquiry/GetRespondents/${ids.bigInquiryId}?pageSize=8&currentPage=${late}`,
        tokens.bigAdmin,
      );
      latePage('respondents', first, last);
    },
    questions: async () =>
      read(
        'GET SurveyFormQuestions (120 questions)',
        `/SurveyAnswer/${ids.inquiryTypeId}/${ids.bigInquiryId}/SurveyFormQuestions`,
        await tokens.staff(),
      ),
  };
}

export const CUSTOMER_PATH = '/Customer?pageSize=8&currentPage=20';
