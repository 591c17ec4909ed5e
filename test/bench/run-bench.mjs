#!/usr/bin/env node
// npm run bench: fills a scratch MariaDB database with a large tenant population (reproducible from
// --seed), starts the built API against it, and measures each scenario with autocannon beside a bare
// node:http server returning the same bytes (the ceiling of this machine), run in its own process like
// the API. Every API run is preceded by a short unmeasured warm-up and followed by a wait until the API
// answers its health probe fast again. Prints a table of figures and targets. It never fails on timing:
// figures are reported, not asserted.
//
// Options: --seed 42  --respondents 5000  --duration 10 (s per run)  --connections 32
//          --fresh (regenerate the population)  --no-build  --json <file> (the table as JSON)
//          --only <keys> (comma list, in any order; the scenarios always run in the order below):
//   login        POST /auth/login (argon2id)
//   inquiry      GET /Inquiry/{id}
//   admin        GET /Inquiry/Admin pages 1 and 240, and late page vs first page
//   customer     GET /Customer page 20
//   floor        framework floor: node:http, minimal Express, minimal NestJS answering the /Customer bytes
//   respondents  GET /Inquiry/GetRespondents pages 1 and 600, and late page vs first page
//   questions    GET SurveyFormQuestions (120 questions)
//   inputresult  InputResultForPortalAdmin: sequential timings and memory
//   saves        AddSurveyAnswers: 64 respondents saving 120-answer drafts at once, and the
//                busboy floor: how many such bodies one core parses with nothing else done
//   export       PDFReport/ExportAnswers: rows/s and the export's own peak RSS
//   bundles      first-load JavaScript of the built apps
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createConnection } from 'mysql2/promise';
import { load, figures, percent, settle, sleep } from './load.mjs';
import { rssOf, resetPeak } from './memory.mjs';
import { multipartFloor } from './multipart-floor.mjs';
import { startServer } from './reference-servers.mjs';
import { printTable, writeJson } from './table.mjs';

const root = new URL('../..', import.meta.url).pathname;
// --name value, or --flag alone (true): a flag may come last or before another option.
const argv = process.argv.slice(2);
const args = Object.fromEntries(argv.flatMap((a, i) => (a.startsWith('--') ? [[a.slice(2), argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : true]] : [])));
const seed = Number(args.seed ?? 42);
const respondents = Number(args.respondents ?? 5000);
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 32);
const warmup = 2;
const KEYS = ['login', 'inquiry', 'admin', 'customer', 'floor', 'respondents', 'questions', 'inputresult', 'saves', 'export', 'bundles'];
const asked = args.only ? String(args.only).split(',').map((k) => k.trim()).filter(Boolean) : KEYS;
const unknown = asked.filter((k) => !KEYS.includes(k));
if (unknown.length) throw new Error(`unknown scenario key(s) ${unknown.join(', ')}; known: ${KEYS.join(', ')}`);
const only = KEYS.filter((k) => asked.includes(k));
const wants = (key) => only.includes(key);
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
const idsFile = join(tmpdir(), `${dbName}.json`);
let ids;
if (exists.n && !args.fresh) {
  if (!existsSync(idsFile)) throw new Error(`database ${dbName} exists but ${idsFile} (its ids) does not: pass --fresh to regenerate it`);
  log(`reusing database ${dbName} (pass --fresh to regenerate)`);
  ids = JSON.parse(readFileSync(idsFile, 'utf8'));
} else {
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  log(`generating the population into ${dbName} (seed ${seed}, ${respondents} respondents × 120 questions)`);
  const started = Date.now();
  const out = execFileSync('node', ['api/dist/database-tools/large-tenant-cli.js', '--seed', String(seed), '--respondents', String(respondents)], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
  ids = JSON.parse(out.trim().split('\n').pop());
  ids.seedSeconds = (Date.now() - started) / 1000;
  writeFileSync(idsFile, JSON.stringify(ids));
}
await admin.end();

// ---------- the API under test ----------
const port = 4000 + Math.floor(Math.random() * 900);
const url = `http://127.0.0.1:${port}`;
let stopping = false;
function spawnApi() {
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...env, PORT: String(port), PUBLIC_URL: url }, stdio: ['ignore', 'ignore', 'inherit'] });
  // An API that dies mid-run would otherwise show as a wall of refused connections and a long settle.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`the API exited unexpectedly (${signal ?? `exit code ${code}`}); stopping`);
    process.exit(1);
  });
  return child;
}
async function untilHealthy() {
  for (let i = 0; ; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    if (i > 240) throw new Error('API did not start');
    await sleep(250);
  }
}
let api = spawnApi();
process.on('exit', () => api.kill('SIGTERM'));
await untilHealthy();

/** A fresh API process: a figure measured on it is the scenario's own, not the heap earlier load runs left grown. */
async function restartApi() {
  stopping = true;
  const exited = new Promise((r) => api.once('exit', r));
  api.kill('SIGTERM');
  await exited;
  stopping = false;
  api = spawnApi();
  await untilHealthy();
}

async function call(path, { token, method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(`${url}/api${path}`, { method, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { text, json: text ? JSON.parse(text) : null };
}
const login = async (email) => (await call('/auth/login', { method: 'POST', body: { username: email, password: PASSWORD } })).json.token;

const operator = await login('operator@bench.test');
const bigAdmin = await login(`admin@${ids.bigDomain}`);
let staffToken;
const staff = async () => (staffToken ??= await login(`r00001@${ids.bigDomain}`));

// ---------- measuring ----------
const run = (options) => load({ connections, duration, ...options });

// Warm-up (unmeasured), settle, measured run, settle.
async function measureApi(name, options) {
  await run({ ...options, duration: warmup });
  await settle(`${url}/api/health`);
  const result = await run(options);
  const seconds = await settle(`${url}/api/health`);
  if (seconds > 3) log(`${name}: the API took ${seconds.toFixed(1)} s to settle after the run`);
  return result;
}

// One reference server (baseline-server.mjs, express-floor.cjs, nest-floor.cjs) in its own process,
// warmed up, measured, then stopped.
async function measureServer(script, bytes) {
  const server = await startServer(script, bytes);
  try {
    await run({ url: server.url, duration: warmup });
    return { name: server.name, ...figures(await run({ url: server.url })) };
  } finally {
    await server.stop();
  }
}

const ms = (v) => (typeof v === 'number' ? `${v} ms` : v);
const statusNote = (f) => (f.notes ? `; ${f.notes}` : '') + (f.timeouts ? `; ${f.timeouts} timeouts` : '');
const measured = {};
async function readScenario(name, path, token, target = '≥ 30% of baseline, p99 ≤ 50 ms, 0 errors') {
  const sample = await call(path, { token });
  const ceiling = await measureServer('baseline-server.mjs', sample.text);
  const m = figures(await measureApi(name, { url: `${url}/api${path}`, headers: { Authorization: `Bearer ${token}` } }));
  const share = m.rps / ceiling.rps;
  const ok = share >= 0.3 && m.p99 <= 50 && m.errors === 0;
  report(name, { ...m, baseline: ceiling.rps, share: percent(m.rps, ceiling.rps) + statusNote(m) }, target, ok ? 'met' : 'missed');
  log(`${name}: ${m.rps} req/s (${percent(m.rps, ceiling.rps)} of ${ceiling.rps}), p50 ${ms(m.p50)}, p99 ${ms(m.p99)}, errors ${m.errors}${statusNote(m)}`);
  return (measured[name] = m);
}
const latePage = (what, first, late) =>
  report(`late page vs first page (${what})`, { rps: late.rps, p50: late.p50, p99: late.p99, errors: 0, baseline: first.rps, share: percent(late.rps, first.rps) }, 'late page as fast as the first', first.rps > 0 && late.rps >= 0.8 * first.rps ? 'met' : 'missed');

// ---------- scenarios ----------
if (wants('login')) {
  const body = JSON.stringify({ username: `admin@${ids.bigDomain}`, password: PASSWORD });
  const r = figures(await measureApi('login', { url: `${url}/api/auth/login`, method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));
  report('login (argon2id)', { ...r, baseline: '-', share: statusNote(r).slice(2) || '-' }, 'no errors (cost-bound by design)', r.errors === 0 ? 'met' : 'missed');
  log(`login: ${r.rps} req/s p99 ${ms(r.p99)}${statusNote(r)}`);
}
if (wants('inquiry')) await readScenario('GET /Inquiry/{id}', `/Inquiry/${ids.bigInquiryId}`, bigAdmin);
if (wants('admin')) {
  const first = await readScenario('GET /Inquiry/Admin page 1', '/Inquiry/Admin?pageSize=8&currentPage=1', operator);
  const late = await readScenario('GET /Inquiry/Admin page 240', '/Inquiry/Admin?pageSize=8&currentPage=240', operator);
  latePage('Inquiry/Admin', first, late);
}
const customerPath = '/Customer?pageSize=8&currentPage=20';
if (wants('customer')) await readScenario('GET /Customer page 20', customerPath, operator);
if (wants('floor')) {
  // What the stack can do at best here, on the bytes of the /Customer page: no guard, pipe or database.
  const bytes = (await call(customerPath, { token: operator })).text;
  const floors = [];
  for (const script of ['baseline-server.mjs', 'express-floor.cjs', 'nest-floor.cjs']) floors.push(await measureServer(script, bytes));
  const ceiling = floors[0].rps;
  const apiCustomer = measured['GET /Customer page 20'];
  for (const f of floors) {
    const notes = [percent(f.rps, ceiling), apiCustomer && f !== floors[0] ? `API /Customer page 20 is ${percent(apiCustomer.rps, f.rps)} of it` : ''].filter(Boolean).join('; ') + statusNote(f);
    report(`floor: ${f.name}, /Customer bytes`, { rps: f.rps, p50: f.p50, p99: f.p99, errors: f.errors, baseline: ceiling, share: notes }, 'reference: ceiling of the framework', '-');
    log(`floor ${f.name}: ${f.rps} req/s (${percent(f.rps, ceiling)} of node:http), p50 ${ms(f.p50)}, p99 ${ms(f.p99)}`);
  }
}
if (wants('respondents')) {
  const first = await readScenario('GET /Inquiry/GetRespondents big, page 1', `/Inquiry/GetRespondents/${ids.bigInquiryId}?pageSize=8&currentPage=1`, bigAdmin);
  const late = await readScenario('GET /Inquiry/GetRespondents big, page 600', `/Inquiry/GetRespondents/${ids.bigInquiryId}?pageSize=8&currentPage=600`, bigAdmin);
  latePage('respondents', first, late);
}
if (wants('questions')) await readScenario('GET SurveyFormQuestions (120 questions)', `/SurveyAnswer/${ids.inquiryTypeId}/${ids.bigInquiryId}/SurveyFormQuestions`, await staff());

if (wants('inputresult')) {
  // InputResult of every answer of the big inquiry: ten sequential calls, RSS before and after, and
  // their own peak.
  const times = [];
  const before = rssOf(api.pid);
  const ownPeak = resetPeak(api.pid);
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await call(`/UploadResultDocument/InputResultForPortalAdmin/${ids.bigInquiryId}`, { token: operator });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const after = rssOf(api.pid);
  const median = times[5];
  const peak = `peak ${after.hwm} MB${ownPeak ? '' : ' (process lifetime)'}`;
  report(`InputResult (${respondents * 120} answers)`, { rps: '-', p50: Math.round(median), p99: Math.round(times[9]), errors: 0, baseline: '-', share: `RSS ${before.rss} → ${after.rss} MB, ${peak}` }, '≤ 300 ms, memory flat', median <= 300 ? 'met' : 'missed');
  log(`InputResult median ${Math.round(median)} ms, max ${Math.round(times[9])} ms, RSS ${before.rss} → ${after.rss} MB, ${peak}`);
}

if (wants('saves')) {
  // Draft saves of a 120-answer form from many respondents at once (pending inquiry).
  const form = await call(`/SurveyAnswer/${ids.inquiryTypeId}/${ids.pendingInquiryId}/SurveyFormQuestions?pageSize=-1`, { token: await staff() });
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
  // Who got a 2xx: the client's context carries the saver from setupRequest to onResponse (one request
  // in flight per connection). A short run may not reach all 64, and a saver that got a 2xx must have
  // its 120 answers, once each.
  const saved = new Set();
  let next = 0;
  const setupRequest = (req, context) => ((context.saver = next++ % requests.length), requests[context.saver]);
  const onResponse = (status, body, context) => status < 300 && saved.add(context.saver);
  // The warm-up saves the same drafts as the measured run: drafts are overwritten, so the count holds.
  const r = figures(await measureApi('saves', { url, requests: [{ setupRequest, onResponse }] }));
  const conn = await createConnection({ uri: dbUrl.toString() });
  const [perSaver] = await conn.query(
    'SELECT r.user_id AS userId, COUNT(a.id) AS n, COUNT(DISTINCT a.question_id) AS d FROM respondents r LEFT JOIN survey_answers a ON a.respondent_id = r.id AND a.inquiry_id = r.inquiry_id WHERE r.inquiry_id = ? AND r.user_id IN (?) GROUP BY r.user_id',
    [ids.pendingInquiryId, tokens.map(userIdOf)],
  );
  await conn.end();
  const rowsOf = new Map(perSaver.map((row) => [Number(row.userId), { n: Number(row.n), d: Number(row.d) }]));
  const wrong = tokens.filter((token, i) => {
    const { n = 0, d = 0 } = rowsOf.get(Number(userIdOf(token))) ?? {};
    return d !== n || (n !== 0 && n !== questions.length) || (saved.has(i) && n !== questions.length);
  }).length;
  const total = perSaver.reduce((sum, row) => sum + Number(row.n), 0);
  const integrity = wrong ? `${wrong} respondents with lost or duplicated answers` : 'none lost or duplicated';
  report('AddSurveyAnswers draft saves (120 answers)', { ...r, baseline: '-', share: `${saved.size}/${savers} respondents saved, ${total} rows, ${integrity}${statusNote(r)}` }, '≥ 300 saves/s, no lost or duplicated answers', r.rps >= 300 && !wrong && r.errors === 0 ? 'met' : 'missed');
  log(`saves: ${r.rps}/s p50 ${ms(r.p50)} p99 ${ms(r.p99)} errors ${r.errors}${statusNote(r)}; ${saved.size}/${savers} respondents saved, ${total} rows, ${integrity}`);
  const floor = await multipartFloor(requests[0].body, requests[0].headers['Content-Type']);
  report('floor: busboy parsing one save body, one core', { rps: floor.perSecond, p50: '-', p99: '-', errors: 0, baseline: '-', share: `${floor.fields} fields, ${floor.kb} KB per body` }, 'reference: ceiling of the multipart format', '-');
  log(`multipart floor: ${floor.perSecond} bodies/s (${floor.fields} fields, ${floor.kb} KB)`);
}

if (wants('export')) {
  // Measured on a freshly started API: the read scenarios before leave its heap grown (V8 keeps it).
  const grown = rssOf(api.pid).rss;
  await restartApi();
  const freshOperator = await login('operator@bench.test');
  const before = rssOf(api.pid);
  const ownPeak = resetPeak(api.pid);
  const t = performance.now();
  const res = await call(`/PDFReport/ExportAnswers/${ids.bigInquiryId}`, { token: freshOperator });
  const seconds = (performance.now() - t) / 1000;
  const after = rssOf(api.pid);
  const exported = res.json.Rows ?? respondents * 120;
  const rate = Math.round(exported / seconds);
  const peak = `peak RSS ${after.hwm} MB${ownPeak ? ` (from ${before.rss} MB on a fresh API; ${grown} MB before the restart)` : ' (process lifetime)'}`;
  report(`answers export (${exported} rows)`, { rps: `${rate} rows/s`, p50: Math.round(seconds * 1000), p99: '-', errors: 0, baseline: '-', share: peak }, 'streamed, peak RSS ≤ 250 MB, ≥ 50,000 rows/s', after.hwm <= 250 && rate >= 50000 ? 'met' : 'missed');
  log(`export: ${exported} rows in ${seconds.toFixed(1)} s (${rate}/s), RSS ${before.rss} → ${after.rss} MB, ${peak}`);
}

stopping = true;
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
if (wants('bundles')) {
  for (const [app, limit] of [['survey-app', 120], ['backoffice', 450]]) {
    const kb = Math.round(firstLoad(app));
    const chunks = readdirSync(join(root, app, 'dist', 'assets')).filter((f) => f.endsWith('.js')).length;
    report(`${app} first-load JS`, { rps: '-', p50: '-', p99: '-', errors: 0, baseline: '-', share: `${kb} KB gzip, ${chunks} chunks` }, `≤ ${limit} KB gzip`, kb <= limit ? 'met' : 'missed');
  }
}

// ---------- the table ----------
const title = `Benchmark on ${dbName}: ${respondents} respondents × 120 questions, ${duration} s runs (after ${warmup} s warm-ups) at ${connections} connections${ids.seedSeconds ? `; population generated in ${ids.seedSeconds.toFixed(0)} s` : ''}`;
printTable(title, rows);
if (args.json && args.json !== true) {
  // npm run starts in the root: a relative path is taken from where npm was called.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), args.json);
  writeJson(file, { title, database: dbName, seed, respondents, duration, warmup, connections, scenarios: only }, rows);
  log(`table written to ${file}`);
}
process.exit(0);
