// The command line of npm run bench: --name value, or --flag alone (true); a flag may come last or
// before another option. Unknown scenario keys or engines stop the run before anything is built.
export const SCENARIOS = [
  'login',
  'inquiry',
  'admin',
  'customer',
  'floor',
  'respondents',
  'questions',
  'inputresult',
  'saves',
  'export',
  'heatmap',
  'peopleimport',
  'rounds',
  'comments',
  'bundles',
  'launch',
];
// Asked for by name only: the launch-day ramp runs for many minutes per engine.
const OPT_IN = ['launch'];
export const ENGINES = ['sqlite', 'mysql'];

export function readOptions(argv = process.argv.slice(2)) {
  const args = Object.fromEntries(
    argv.flatMap((a, i) =>
      a.startsWith('--') ? [[a.slice(2), argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : true]] : [],
    ),
  );
  const asked = args.only
    ? String(args.only)
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : SCENARIOS.filter((k) => !OPT_IN.includes(k));
  const unknown = asked.filter((k) => !SCENARIOS.includes(k));
  if (unknown.length) throw new Error(`unknown scenario key(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  const engine = String(args.engine ?? 'both');
  if (engine !== 'both' && !ENGINES.includes(engine))
    throw new Error(`--engine must be sqlite, mysql or both (got ${engine})`);
  const thinkScale = Number(args['think-scale'] ?? 1);
  if (!(thinkScale > 0 && thinkScale <= 1))
    throw new Error(`--think-scale must be above 0 and at most 1 (got ${args['think-scale']})`);
  const launchSteps = String(args['launch-steps'] ?? '100,250,500,1000,1500,2000,2500,3000,4000')
    .split(',')
    .map(Number);
  if (!launchSteps.every((n, i) => Number.isInteger(n) && n > 0 && (i === 0 || n > launchSteps[i - 1])))
    throw new Error(`--launch-steps must be rising whole numbers (got ${args['launch-steps']})`);
  return {
    seed: Number(args.seed ?? 42),
    respondents: Number(args.respondents ?? 5000),
    duration: Number(args.duration ?? 8),
    connections: Number(args.connections ?? 32),
    warmup: 2,
    fresh: Boolean(args.fresh),
    build: !args['no-build'],
    json: args.json && args.json !== true ? String(args.json) : null,
    // The launch ramp: respondents answering at once per step, seconds per step, think times × scale (1: a person's).
    launchSteps,
    stepSeconds: Number(args['step-seconds'] ?? 90),
    thinkScale,
    launchInvites: args['launch-invites'] ? Number(args['launch-invites']) : null,
    // Autosaves ask for `Prefer: return=minimal` as the survey app's do (the API then answers the form's state, not
    // the form); --full-saves measures them answered with the whole form.
    launchMinimalSaves: !args['full-saves'],
    engines: engine === 'both' ? ENGINES : [engine],
    // The scenarios always run in the order of SCENARIOS, whatever the order asked.
    only: SCENARIOS.filter((k) => asked.includes(k)),
  };
}
