// The launch day: an organisation has just invited its staff and they arrive by the mail's link. Simulated
// respondents (launch-respondent.mjs) each answer a 120-question form from its invitation link, and the number of
// them answering at once is raised in steps (--launch-steps, each held --step-seconds, the newcomers of a step
// arriving spread over its first third): when a respondent submits, the next invitee arrives in their place, so
// the step's number keeps answering. Before the first step, 20 respondents answer for 15 s unmeasured (the warm-up
// of the other scenarios). The ramp stops after the first step whose autosave/submit or form-load p99
// passes LAUNCH.p99Ms or that had any error; the most respondents held is the last step before it. Then the
// database is read: every form holds exactly what was sent (launch-integrity.mjs).
//
// The load generator runs on the same machine as the API and the database: each step reports the generator's
// event-loop delay and the CPU the API and the generator used, so a reader sees when the generator itself was
// short of CPU. --think-scale below 1 compresses the think times and the autosave pause alike: each respondent
// then works faster than a person, so the step's number is not comparable with the target and is not judged.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { launchIntegrity } from './launch-integrity.mjs';
import { answerForm, launchClient } from './launch-respondent.mjs';
import { settle, sleep } from './load.mjs';
import { LAUNCH } from './targets.mjs';

const root = new URL('../..', import.meta.url).pathname;
const QUESTIONS = 120;
// Seconds one form takes at think scale 1: start screen 3-8, 120 items at 2-6, a last look 3-8.
const FORM_SECONDS = 5.5 + QUESTIONS * 4 + 5.5;
const WARM_RESPONDENTS = 20;
const WARM_SECONDS = 15;
// Tries of one invitation link before its invitee gives up.
const OPEN_ATTEMPTS = 3;

/** The launch inquiry started over with `invites` invitees (api/src/database-tools/seeds/launch-seed.ts). */
function seedLaunch(db, invites, secret) {
  const out = execFileSync(
    process.execPath,
    ['api/dist/database-tools/bench-launch-cli.js', '--invites', String(invites), '--secret', secret],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.databaseUrl,
        DATA_DIR: join(tmpdir(), `portal-bench-launch-${process.pid}`),
        SEED: 'none',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  ).toString();
  return JSON.parse(out.trim().split('\n').pop());
}

// The same derivation as launchKey and launchEmail of launch-seed.ts.
const linkOf = (organisation, secret, index) => ({
  Organisation: organisation,
  Email: `l${String(index).padStart(5, '0')}@launch.bench.test`,
  Key: createHash('sha256').update(`${secret}:${index}`).digest('base64url'),
});

const percentile = (sorted, p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : '-';

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The machine's busy and total CPU time so far (the cpu line of /proc/stat), for the share of all cores in use. */
function machineCpu() {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    const idle = ticks[3] + (ticks[4] || 0);
    const total = ticks.reduce((s, n) => s + (n || 0), 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** Invitations enough for the whole ramp: everyone answering at the last step, and those who submitted and were replaced. */
export function invitesFor(steps, stepSeconds, thinkScale) {
  const answeringSeconds = steps.reduce((s, n) => s + n * stepSeconds, 0);
  return steps[steps.length - 1] + Math.ceil((1.25 * answeringSeconds) / (FORM_SECONDS * thinkScale)) + 20;
}

export async function launchScenarios({ api, db, report, log, options }) {
  const { launchSteps: steps, stepSeconds, thinkScale } = options;
  const invites = options.launchInvites ?? invitesFor(steps, stepSeconds, thinkScale);
  const secret = randomBytes(16).toString('hex');
  const launch = seedLaunch(db, invites, secret);
  log(
    `launch inquiry ${launch.inquiryId} of "${launch.organisation}": ${invites} invitations; steps ${steps.join(', ')} × ${stepSeconds} s; think time × ${thinkScale}`,
  );
  await settle(`${api.url}/api/health`);

  let bucket;
  const newBucket = () => ({ times: {}, errors: {}, count: 0 });
  const record = (kind, ms, ok, status) => {
    bucket.count++;
    (bucket.times[kind] ??= []).push(ms);
    if (!ok) bucket.errors[`${kind} ${status}`] = (bucket.errors[`${kind} ${status}`] ?? 0) + 1;
  };
  bucket = newBucket();
  const client = launchClient(api.url, record);

  let stopping = false;
  let stop;
  const stopped = new Promise((r) => (stop = r));
  let nextInvite = 1;
  let exhausted = false;
  const forms = [];
  const respondent = async () => {
    while (!stopping) {
      if (nextInvite > invites) {
        exhausted = true;
        return;
      }
      const index = nextInvite++;
      const link = linkOf(launch.organisation, secret, index);
      let form;
      // A link that did not open is clicked again a little later, as a person would, rather than another
      // invitation taken: failures must not use up the run's invitations (a step lost to errors would
      // otherwise end as "invitations ran out" with every later link unopened).
      for (let attempt = 1; ; attempt++) {
        const tried = form;
        try {
          form = await answerForm({
            client,
            link,
            index,
            seed: options.seed,
            thinkScale,
            stopped,
            isStopping: () => stopping,
            minimalSaves: options.launchMinimalSaves,
          });
        } catch (error) {
          // An answer the simulated app could not read (not the JSON it expects): an error of the step, and the
          // form's outcome unknown to the integrity check.
          record('unreadable answer', 0, false, error.message.slice(0, 60));
          form = { email: link.Email, state: 'unchecked', opened: null, held: new Map(), unsure: new Map() };
        }
        // An earlier attempt whose answer never came may have made the account.
        if (tried?.opened === null && form.opened === false) form.opened = null;
        if (form.state !== 'failed' || attempt >= OPEN_ATTEMPTS || stopping) break;
        await Promise.race([sleep(5000 * thinkScale), stopped]);
      }
      forms.push(form);
    }
  };

  const running = [];
  const results = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let held = 0;
  let stoppedBy = null;
  // Unmeasured: a few respondents start first, so the first step is not the API's cold start (first compiles,
  // empty caches); they go on answering as part of the first step.
  const warm = Math.min(WARM_RESPONDENTS, steps[0]);
  for (let i = 0; i < warm; i++) running.push(respondent());
  await sleep(WARM_SECONDS * 1000);
  for (const [k, target] of steps.entries()) {
    const newcomers = target - running.length;
    const spread = (stepSeconds * 1000) / 3;
    // The warm-up's times are dropped, not its errors.
    const carried = k === 0 ? bucket.errors : {};
    bucket = { ...newBucket(), errors: { ...carried } };
    lag.reset();
    const apiCpu = cpuSeconds(api.pid);
    const ownCpu = process.cpuUsage();
    const machine = machineCpu();
    const t0 = performance.now();
    for (let i = 0; i < newcomers; i++)
      setTimeout(() => !stopping && running.push(respondent()), (i * spread) / Math.max(1, newcomers));
    await sleep(stepSeconds * 1000);
    const seconds = (performance.now() - t0) / 1000;
    const b = bucket;
    const sorted = Object.fromEntries(Object.entries(b.times).map(([kind, t]) => [kind, t.sort((x, y) => x - y)]));
    const saves = [...(sorted.save ?? []), ...(sorted.submit ?? [])].sort((x, y) => x - y);
    const forms99 = percentile(sorted.form ?? [], 99);
    const saves99 = percentile(saves, 99);
    const errors = Object.values(b.errors).reduce((s, n) => s + n, 0);
    const own = process.cpuUsage(ownCpu);
    const cpu = {
      api: (cpuSeconds(api.pid) - apiCpu) / seconds,
      generator: (own.user + own.system) / 1e6 / seconds,
      machine: (() => {
        const now = machineCpu();
        return (now.busy - machine.busy) / (now.total - machine.total);
      })(),
    };
    const fig = (kind) =>
      `${kind} ${sorted[kind]?.length ?? 0} (p50 ${percentile(sorted[kind] ?? [], 50)}, p99 ${percentile(sorted[kind] ?? [], 99)})`;
    const errorNote = errors
      ? `; errors ${Object.entries(b.errors)
          .map(([what, n]) => `${what}×${n}`)
          .join(', ')}`
      : '';
    // '-': no such call in the step (every respondent of a small first step may have loaded the form in the warm-up).
    const within = (forms99 === '-' || forms99 <= LAUNCH.p99Ms) && (saves99 === '-' || saves99 <= LAUNCH.p99Ms);
    const ok = within && errors === 0 && !exhausted;
    const notes = `${['form', 'save', 'submit', 'open', 'profile'].map(fig).join('; ')}; API ${cpu.api.toFixed(2)} cores, generator ${cpu.generator.toFixed(2)} cores, its event-loop delay p99 ${Math.round(lag.percentile(99) / 1e6)} ms, machine ${Math.round(cpu.machine * 100)}% busy (database and other work included); invitations used ${nextInvite - 1} of ${invites}${errorNote}${exhausted ? '; invitations ran out' : ''}`;
    results.push({ target, ok });
    report(
      `launch: ${target} respondents answering at once (step ${k + 1})`,
      {
        rps: Math.round(b.count / seconds),
        p50: `${percentile(sorted.form ?? [], 50)} / ${percentile(saves, 50)}`,
        p99: `${forms99} / ${saves99}`,
        errors,
        baseline: '-',
        share: `form load / save ms; ${notes}`,
      },
      `form-load and save p99 ≤ ${LAUNCH.p99Ms} ms, 0 errors`,
      ok ? 'held' : 'not held',
    );
    log(
      `launch step ${k + 1}: ${running.length} respondents, ${Math.round(b.count / seconds)} req/s, form load p99 ${forms99} ms, save p99 ${saves99} ms, errors ${errors}; ${notes}`,
    );
    if (!ok) {
      stoppedBy = `${target} not held (${exhausted ? 'invitations ran out' : errors ? `${errors} errors` : `p99 ${forms99} / ${saves99} ms`})`;
      break;
    }
    held = target;
  }
  lag.disable();

  log(`launch: stopping ${running.length} respondents (each ends its request in flight)`);
  stopping = true;
  stop();
  await Promise.all(running);
  client.close();

  const check = await launchIntegrity(db, launch, forms);
  const scaled = thinkScale !== 1;
  const verdict = scaled ? `not judged (think time × ${thinkScale})` : held >= LAUNCH.respondents ? 'met' : 'missed';
  report(
    'launch: most respondents answering at once, held',
    {
      rps: '-',
      p50: '-',
      p99: '-',
      errors: 0,
      baseline: '-',
      share: `${held} held${stoppedBy ? `; ${stoppedBy}` : `; every step held (up to ${steps[steps.length - 1]})`}; think time × ${thinkScale}; the load generator runs on the same 2-core machine`,
    },
    `≥ ${LAUNCH.respondents.toLocaleString('en')} respondents`,
    verdict,
  );
  const c = check.counts;
  const summary = `${forms.length} forms: ${c.submitted} submitted, ${c.draft} drafts left when the run stopped, ${c.unknown} with a failed submit, ${c.failed} not opened${c.unchecked ? `, ${c.unchecked} left unchecked (an answer the app could not read)` : ''}; ${check.answers} answers stored, completed count ${check.completed}`;
  report(
    'launch: every form holds exactly what was sent',
    {
      rps: '-',
      p50: '-',
      p99: '-',
      errors: check.problems.length,
      baseline: '-',
      share: `${summary}${check.problems.length ? `; ${check.problems.slice(0, 3).join('; ')}` : ''}`,
    },
    'nothing lost, changed or duplicated',
    check.problems.length ? 'missed' : 'met',
  );
  log(`launch integrity: ${summary}; ${check.problems.length} problems`);
  for (const p of check.problems.slice(0, 20)) log(`  ${p}`);
}
