#!/usr/bin/env node
// npm run bench: fills a scratch MariaDB database with a large tenant population (reproducible from
// --seed), starts the built API against it, and measures each scenario with autocannon beside a bare
// node:http server returning the same bytes (the ceiling of this machine). Prints a table of figures
// and targets. It never fails on timing: figures are reported, not asserted.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createConnection } from 'mysql2/promise';

const root = new URL('../..', import.meta.url).pathname;
const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]] : null)).filter(Boolean));
const seed = Number(args.seed ?? 42);
const respondents = Number(args.respondents ?? 5000);
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 32);
const base = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test');
const dbName = `test_bench_${seed}_${respondents}`;
const PASSWORD = 'Bench#Pass2026';

const log = (s) => console.error(`[bench] ${s}`);
const rows = [];
const report = (scenario, figures, target, verdict) => rows.push({ scenario, ...figures, target, verdict });

// ---------- build, database, population ----------
if (!args['no-build']) {
  log('building the portal');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const admin = await createConnection({ host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username || 'root'), password: decodeURIComponent(base.password) });
const dbUrl = new URL(base.toString());
dbUrl.pathname = `/${dbName}`;
const [[exists]] = await admin.query('SELECT COUNT(*) AS n FROM information_schema.schemata WHERE schema_name = ?', [dbName]);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const env = { ...process.env, DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir, SEED: 'none', AUTH_THROTTLE_PER_MINUTE: '1000000', MAIL_POLL_INTERVAL_MS: '0' };
let ids;
if (exists.n && !args.fresh) {
  log(`reusing database ${dbName} (pass --fresh to regenerate)`);
  ids = JSON.parse(readFileSync(join(tmpdir(), `${dbName}.json`), 'utf8'));
} else {
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  log(`generating the population into ${dbName} (seed ${seed}, ${respondents} respondents × 120 questions)`);
  const started = Date.now();
  const out = execFileSync('node', ['api/dist/database/seeds/large-tenant-cli.js', '--seed', String(seed), '--respondents', String(respondents)], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
  ids = JSON.parse(out.trim().split('\n').pop());
  ids.seedSeconds = (Date.now() - started) / 1000;
  (await import('node:fs')).writeFileSync(join(tmpdir(), `${dbName}.json`), JSON.stringify(ids));
}
await admin.end();

// ---------- the API under test ----------
const port = 4000 + Math.floor(Math.random() * 900);
const url = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...env, PORT: String(port), PUBLIC_URL: url }, stdio: ['ignore', 'ignore', 'inherit'] });
for (let i = 0; ; i++) {
  if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
  if (i > 240) throw new Error('API did not start');
  await new Promise((r) => setTimeout(r, 250));
}
const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024, hwm: Number(status.match(/VmHWM:\s+(\d+)/)[1]) / 1024 };
};

async function call(path, { token, method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(`${url}/api${path}`, { method, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { text, json: text ? JSON.parse(text) : null };
}
const login = async (email) => (await call('/auth/login', { method: 'POST', body: { username: email, password: PASSWORD } })).json.token;

const operator = await login('operator@bench.test');
const bigAdmin = await login(`admin@${ids.bigDomain}`);

// ---------- a bare node:http server returning the same bytes: the ceiling ----------
async function baseline(bytes) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(bytes) });
    res.end(bytes);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const result = await load({ url: `http://127.0.0.1:${server.address().port}/` });
  server.close();
  return result;
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
const figures = (r) => ({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts });

async function readScenario(name, path, token, target = '≥ 30% of baseline, p99 ≤ 50 ms, 0 errors') {
  const sample = await call(path, { token });
  const ceiling = figures(await baseline(sample.text));
  const measured = figures(await load({ url: `${url}/api${path}`, headers: { Authorization: `Bearer ${token}` } }));
  const share = measured.rps / ceiling.rps;
  const ok = share >= 0.3 && measured.p99 <= 50 && measured.errors === 0;
  report(name, { ...measured, baseline: ceiling.rps, share: `${Math.round(share * 100)}%` }, target, ok ? 'met' : 'missed');
  log(`${name}: ${measured.rps} req/s (${Math.round(share * 100)}% of ${ceiling.rps}), p50 ${measured.p50} ms, p99 ${measured.p99} ms, errors ${measured.errors}`);
  return measured;
}

// ---------- scenarios ----------
{
  const body = JSON.stringify({ username: `admin@${ids.bigDomain}`, password: PASSWORD });
  const r = figures(await load({ url: `${url}/api/auth/login`, method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));
  report('login (argon2id)', { ...r, baseline: '-', share: '-' }, 'no errors (cost-bound by design)', r.errors === 0 ? 'met' : 'missed');
  log(`login: ${r.rps} req/s p99 ${r.p99} ms`);
}
await readScenario('GET /Inquiry/{id}', `/Inquiry/${ids.bigInquiryId}`, bigAdmin);
const adminFirst = await readScenario('GET /Inquiry/Admin page 1', '/Inquiry/Admin?pageSize=8&currentPage=1', operator);
const adminLate = await readScenario('GET /Inquiry/Admin page 240', '/Inquiry/Admin?pageSize=8&currentPage=240', operator);
await readScenario('GET /Customer page 20', '/Customer?pageSize=8&currentPage=20', operator);
const respFirst = await readScenario('GET /Inquiry/GetRespondents big, page 1', `/Inquiry/GetRespondents/${ids.bigInquiryId}?pageSize=8&currentPage=1`, bigAdmin);
const respLate = await readScenario('GET /Inquiry/GetRespondents big, page 600', `/Inquiry/GetRespondents/${ids.bigInquiryId}?pageSize=8&currentPage=600`, bigAdmin);
report('late page vs first page (Inquiry/Admin)', { rps: adminLate.rps, p50: adminLate.p50, p99: adminLate.p99, errors: 0, baseline: adminFirst.rps, share: `${Math.round((adminLate.rps / adminFirst.rps) * 100)}%` }, 'late page as fast as the first', adminLate.rps >= 0.8 * adminFirst.rps ? 'met' : 'missed');
report('late page vs first page (respondents)', { rps: respLate.rps, p50: respLate.p50, p99: respLate.p99, errors: 0, baseline: respFirst.rps, share: `${Math.round((respLate.rps / respFirst.rps) * 100)}%` }, 'late page as fast as the first', respLate.rps >= 0.8 * respFirst.rps ? 'met' : 'missed');

const staffToken = await login(`r00001@${ids.bigDomain}`);
await readScenario('GET SurveyFormQuestions (120 questions)', `/SurveyAnswer/${ids.inquiryTypeId}/${ids.bigInquiryId}/SurveyFormQuestions`, staffToken);

{
  // InputResult of 600,000 answers: sequential timings, then load.
  const times = [];
  const before = rssOf(api.pid).rss;
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await call(`/UploadResultDocument/InputResultForPortalAdmin/${ids.bigInquiryId}`, { token: operator });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const after = rssOf(api.pid).rss;
  const median = times[5];
  report(`InputResult (${respondents * 120} answers)`, { rps: '-', p50: Math.round(median), p99: Math.round(times[9]), errors: 0, baseline: '-', share: `RSS +${Math.round(after - before)} MB` }, '≤ 300 ms, memory flat', median <= 300 ? 'met' : 'missed');
  log(`InputResult median ${Math.round(median)} ms, max ${Math.round(times[9])} ms, RSS ${Math.round(before)} → ${Math.round(after)} MB`);
}

{
  // Draft saves of a 120-answer form from many respondents at once (pending inquiry).
  const form = await call(`/SurveyAnswer/${ids.inquiryTypeId}/${ids.pendingInquiryId}/SurveyFormQuestions?pageSize=-1`, { token: staffToken });
  const questions = form.json.data.map((q) => q.Id);
  const savers = 64;
  const tokens = [];
  for (let i = 1; i <= savers; i++) tokens.push(await login(`r${String(i).padStart(5, '0')}@${ids.bigDomain}`));
  const boundary = 'benchboundary';
  const userIdOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userid;
  const bodyFor = (i) => {
    const parts = [];
    questions.forEach((id, k) => {
      const field = (name, value) => parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="SurveyAnswerDtos[${k}].${name}"\r\n\r\n${value}\r\n`);
      field('CustomerUserId', userIdOf(tokens[i]));
      field('DiagnosticId', id);
      field('InquiryId', ids.pendingInquiryId);
      field('IsCustomQuestion', 'false');
      field('Answer', 1 + ((i + k) % 5));
      field('ValueAnswer', 1 + ((i * 3 + k) % 5));
    });
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="Status"\r\n\r\nsaveasdraft\r\n--${boundary}--\r\n`);
    return parts.join('');
  };
  const requests = tokens.map((token, i) => ({ method: 'POST', path: '/api/SurveyAnswer/AddSurveyAnswers', headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: bodyFor(i) }));
  let next = 0;
  const result = await load({ url, requests: [{ setupRequest: () => requests[next++ % requests.length] }] });
  const r = figures(result);
  const conn = await createConnection({ uri: dbUrl.toString() });
  const [[counted]] = await conn.query('SELECT COUNT(*) AS n, COUNT(DISTINCT respondent_id, question_id) AS d FROM survey_answers WHERE inquiry_id = ?', [ids.pendingInquiryId]);
  await conn.end();
  const complete = Number(counted.n) === savers * questions.length && Number(counted.d) === Number(counted.n);
  report('AddSurveyAnswers draft saves (120 answers)', { ...r, baseline: '-', share: `${counted.n} rows, ${complete ? 'none lost or duplicated' : 'MISMATCH'}` }, '≥ 300 saves/s, no lost or duplicated answers', r.rps >= 300 && complete && r.errors === 0 ? 'met' : 'missed');
  log(`saves: ${r.rps}/s p99 ${r.p99} ms errors ${r.errors}; rows ${counted.n} distinct ${counted.d}`);
}

{
  const before = rssOf(api.pid);
  const t = performance.now();
  const res = await call(`/PDFReport/ExportAnswers/${ids.bigInquiryId}`, { token: operator });
  const seconds = (performance.now() - t) / 1000;
  const after = rssOf(api.pid);
  const exported = res.json.Rows ?? respondents * 120;
  const rate = Math.round(exported / seconds);
  report(`answers export (${exported} rows)`, { rps: `${rate} rows/s`, p50: Math.round(seconds * 1000), p99: '-', errors: 0, baseline: '-', share: `peak RSS ${Math.round(after.hwm)} MB` }, 'streamed, peak RSS ≤ 250 MB, ≥ 50,000 rows/s', after.hwm <= 250 && rate >= 50000 ? 'met' : 'missed');
  log(`export: ${exported} rows in ${seconds.toFixed(1)} s (${rate}/s), RSS ${Math.round(before.rss)} → ${Math.round(after.rss)} MB, peak ${Math.round(after.hwm)} MB`);
}

api.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

// ---------- built apps: first-load JavaScript ----------
function firstLoad(app) {
  const dist = join(root, app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1].replace(/^\/_[a-z]+\//, ''));
  const js = files.filter((f) => f.endsWith('.js'));
  return js.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;
}
for (const [app, limit] of [['survey-app', 120], ['backoffice', 450]]) {
  const kb = Math.round(firstLoad(app));
  const chunks = readdirSync(join(root, app, 'dist', 'assets')).filter((f) => f.endsWith('.js')).length;
  report(`${app} first-load JS`, { rps: '-', p50: '-', p99: '-', errors: 0, baseline: '-', share: `${kb} KB gzip, ${chunks} chunks` }, `≤ ${limit} KB gzip`, kb <= limit ? 'met' : 'missed');
}

// ---------- the table ----------
console.log(`\nBenchmark on ${dbName}: ${respondents} respondents × 120 questions, ${duration} s runs at ${connections} connections${ids.seedSeconds ? `; population generated in ${ids.seedSeconds.toFixed(0)} s` : ''}\n`);
console.log('| scenario | req/s | p50 ms | p99 ms | errors | baseline req/s | share / notes | target | result |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.baseline} | ${r.share} | ${r.target} | ${r.verdict} |`);
process.exit(0);
