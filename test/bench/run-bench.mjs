#!/usr/bin/env node
// npm run bench: builds the portal, writes the same generated population (reproducible from --seed)
// into the embedded SQLite and into a scratch MariaDB database, starts the built API on each in turn
// and measures each scenario with autocannon beside a bare node:http server returning the same bytes
// (the ceiling of this machine), run in its own process like the API. Every API run is preceded by a
// short unmeasured warm-up and followed by a wait until the API answers its health probe fast again.
// Prints a table of figures beside their targets per engine. It never fails on timing: figures are
// reported, not asserted.
//
// Options: --engine sqlite|mysql|both (default both)  --seed 42  --respondents 5000
//          --duration 8 (s per run)  --connections 32  --fresh (regenerate the populations)
//          --no-build  --json <file> (the table as JSON)
//          --only <keys> (comma list, in any order; the scenarios always run in the order below):
//   login        POST /auth/login (argon2id)
//   inquiry      GET /Inquiry/{id}
//   admin        GET /Inquiry/Admin pages 1 and 240, and late page vs first page
//   customer     GET /Customer page 20
//   floor        framework floor: node:http, minimal Express, empty-handler NestJS on the Express and
//                the Fastify adapter, answering the /Customer bytes (once, after the engines); and per
//                engine the /Customer read's own work (token, session check, count, page) on bare Fastify
//   respondents  GET /Inquiry/GetRespondents pages 1 and 600 (or the last), late page vs first page
//   questions    GET SurveyFormQuestions (120 questions)
//   inputresult  InputResultForPortalAdmin: sequential timings and memory
//   saves        AddSurveyAnswers: 64 respondents saving 120-answer drafts at once as JSON, 64 others
//                as multipart, each with its integrity check, and the busboy floor of the multipart body
//   export       PDFReport/ExportAnswers: rows/s and the export's own peak RSS
//   heatmap      Insights/Heatmap of the big inquiry by its 10-value Department: sequential timings
//   peopleimport POST People/Import of a 50,000-row CSV: time and the import's own peak RSS
//   rounds       Insights/Trend of a ten-round series and Insights/Benchmark against 200 organisations: sequential timings
//   comments     Insights/CommentThemes of 50,000 comments: the analysis (first read) with its peak RSS, then the reads
//   bundles      first-load JavaScript of the built apps
//   launch       (only when asked for) respondents opening their invitation links, loading, answering with think
//                time and delta autosaves, submitting; ramped in steps until a form-load or save p99 passes 250 ms
//                or any error; then every form checked in the database. --launch-steps 100,250,… (respondents per
//                step)  --step-seconds 90  --think-scale 1 (below 1 compresses think time: a quick run, not judged)
//                --launch-invites N (default: enough for the ramp)  --full-saves (autosaves answered with the
//                whole form; by default they ask for `Prefer: return=minimal` as the survey app's do)
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startApi, PASSWORD } from './api-process.mjs';
import { bundles } from './bundles.mjs';
import { openEngine } from './engines.mjs';
import { floors, workFloor } from './floors.mjs';
import { measuring } from './measure.mjs';
import { memoryScenarios } from './memory-scenarios.mjs';
import { readOptions } from './options.mjs';
import { CUSTOMER_PATH, readScenarios } from './read-scenarios.mjs';
import { saveScenarios } from './save-scenarios.mjs';
import { segmentScenarios } from './segment-scenarios.mjs';
import { roundsScenarios } from './rounds-scenarios.mjs';
import { commentScenarios } from './comment-scenarios.mjs';
import { launchScenarios } from './launch-scenarios.mjs';
import { printTable, writeJson } from './table.mjs';

const root = new URL('../..', import.meta.url).pathname;
const options = readOptions();
const wants = (key) => options.only.includes(key);
const log = (s) => console.error(`[bench] ${s}`);
const started = Date.now();
const rows = [];
const measure = measuring(options, log);

if (options.build) {
  log('building the portal');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const ENGINE_NAMES = { sqlite: 'SQLite', mysql: 'MariaDB' };
const customerByEngine = {};
const labels = [];
let customerBytes;
// The floors need one API only, for the bytes of its /Customer page; the bundles none.
const perEngine = options.only.some((k) => k !== 'floor' && k !== 'bundles');
const engines = perEngine ? options.engines : wants('floor') ? options.engines.slice(0, 1) : [];

for (const engine of engines) {
  const name = ENGINE_NAMES[engine];
  const elog = (s) => log(`${name}: ${s}`);
  const db = await openEngine(engine, options, elog);
  labels.push(
    `${db.label} (population ${db.ids.reused ? 'reused' : `generated in ${db.ids.seedSeconds.toFixed(0)} s`})`,
  );
  const report = (scenario, figures, target, verdict) =>
    rows.push({ scenario, engine: name, ...figures, target, verdict });
  const api = await startApi(db.databaseUrl, elog);
  try {
    let staffToken;
    const tokens = {
      password: PASSWORD,
      operator: await api.login('operator@bench.test'),
      bigAdmin: await api.login(`admin@${db.ids.bigDomain}`),
      staff: async () => (staffToken ??= await api.login(`r00001@${db.ids.bigDomain}`)),
    };
    const ctx = { api, db, tokens, measure, report, log: elog, options };
    const reads = readScenarios(ctx);
    for (const key of ['login', 'inquiry', 'admin', 'customer', 'respondents', 'questions']) {
      if (!wants(key)) continue;
      const m = await reads[key]();
      if (key === 'customer') customerByEngine[name] = m;
    }
    if (wants('floor')) {
      customerBytes ??= (await api.call(CUSTOMER_PATH, { token: tokens.operator })).text;
      await workFloor({
        engine: name,
        databaseUrl: db.databaseUrl,
        bytes: customerBytes,
        api: customerByEngine[name],
        measure,
        report,
        log: elog,
      });
    }
    const memory = memoryScenarios(ctx);
    if (wants('inputresult')) await memory.inputresult();
    if (wants('saves')) await saveScenarios(ctx);
    if (wants('export')) await memory.export();
    const segments = segmentScenarios(ctx);
    if (wants('heatmap')) await segments.heatmap();
    if (wants('peopleimport')) await segments.peopleimport();
    if (wants('rounds')) await roundsScenarios(ctx).rounds();
    if (wants('comments')) await commentScenarios(ctx).comments();
    if (wants('launch')) await launchScenarios(ctx);
  } finally {
    await api.stop();
    await db.close();
  }
}

if (wants('floor'))
  await floors({
    bytes: customerBytes,
    measure,
    log,
    customerByEngine,
    report: (scenario, figures, target, verdict) => rows.push({ scenario, engine: '-', ...figures, target, verdict }),
  });
if (wants('bundles'))
  bundles((scenario, figures, target, verdict) => rows.push({ scenario, engine: '-', ...figures, target, verdict }));

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const title = `Benchmark: ${options.respondents} respondents × 120 questions on ${labels.join(' and ') || 'no database'}; ${options.duration} s runs (after ${options.warmup} s warm-ups) at ${options.connections} connections; ${minutes} min in all`;
printTable(title, rows);
if (options.json) {
  // npm run starts in the root: a relative path is taken from where npm was called.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), options.json);
  const { seed, respondents, duration, warmup, connections, engines, only } = options;
  writeJson(file, { title, seed, respondents, duration, warmup, connections, engines, scenarios: only }, rows);
  log(`table written to ${file}`);
}
process.exit(0);
