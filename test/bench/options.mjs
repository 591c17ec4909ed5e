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
];
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
    : SCENARIOS;
  const unknown = asked.filter((k) => !SCENARIOS.includes(k));
  if (unknown.length) throw new Error(`unknown scenario key(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  const engine = String(args.engine ?? 'both');
  if (engine !== 'both' && !ENGINES.includes(engine))
    throw new Error(`--engine must be sqlite, mysql or both (got ${engine})`);
  return {
    seed: Number(args.seed ?? 42),
    respondents: Number(args.respondents ?? 5000),
    duration: Number(args.duration ?? 8),
    connections: Number(args.connections ?? 32),
    warmup: 2,
    fresh: Boolean(args.fresh),
    build: !args['no-build'],
    json: args.json && args.json !== true ? String(args.json) : null,
    engines: engine === 'both' ? ENGINES : [engine],
    // The scenarios always run in the order of SCENARIOS, whatever the order asked.
    only: SCENARIOS.filter((k) => asked.includes(k)),
  };
}
