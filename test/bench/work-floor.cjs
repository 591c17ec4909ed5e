// The /Customer read's own work without the framework: a bare Fastify route (the API's Fastify, no Nest)
// that does what the API's read does for page 20 of 8 — the bearer token's check (remembered once
// verified, as the API does), the session check statement, the count and the page statements on the
// engine named by the database URL given second (a read-only better-sqlite3 connection, or a mysql2
// pool), the same helmet headers and the same JSON envelope. It is the best any framework could do with
// this database work on this machine. It signs its own token for the bench's operator. Prints one JSON
// line, {port, name, token}, once it listens.
const { createSecretKey, randomBytes } = require('node:crypto');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const resolveFrom = (id) => require.resolve(id, { paths: [join(root, 'api'), root] });
const Fastify = require(resolveFrom('fastify'));
const helmet = require(resolveFrom('helmet'));
const jwt = require(resolveFrom('jsonwebtoken'));

const databaseUrl = process.argv[3];
const OPERATOR = 'operator@bench.test';
const SESSION_CHECK = `SELECT u.id, u.role, u.customer_id AS customerId, u.email, u.first_name AS firstName, u.last_name AS lastName, u.language,
  u.is_active AS isActive, u.token_version AS tokenVersion, c.id AS customerRowId, c.is_active AS customerActive
  FROM users u LEFT JOIN customers c ON c.id = u.customer_id AND c.deleted_at IS NULL
  WHERE u.id = ? AND u.deleted_at IS NULL`;
const COUNT = 'SELECT COUNT(*) AS total FROM customers WHERE deleted_at IS NULL';
const PAGE =
  'SELECT id, name, industry, website, is_active AS isActive FROM customers WHERE deleted_at IS NULL ORDER BY id DESC LIMIT ? OFFSET ?';
const [PAGE_SIZE, CURRENT_PAGE] = [8, 20];

function openDatabase() {
  if (databaseUrl.startsWith('sqlite:')) {
    const Database = require(resolveFrom('better-sqlite3'));
    const db = new Database(databaseUrl.replace(/^sqlite:(\/\/)?/, ''), { readonly: true, fileMustExist: true });
    const statements = new Map();
    const prepared = (sql) => statements.get(sql) ?? statements.set(sql, db.prepare(sql)).get(sql);
    return { engine: 'SQLite', query: async (sql, params) => prepared(sql).all(...params) };
  }
  const mysql = require(resolveFrom('mysql2/promise'));
  const pool = mysql.createPool({ uri: databaseUrl.replace(/^mariadb:/, 'mysql:'), connectionLimit: 10 });
  return { engine: 'MariaDB', query: async (sql, params) => (await pool.query(sql, params))[0] };
}

(async () => {
  const db = openDatabase();
  const key = createSecretKey(randomBytes(32));
  const [operator] = await db.query('SELECT id, token_version AS tv FROM users WHERE email = ?', [OPERATOR]);
  const token = jwt.sign(
    { userid: Number(operator.id), tv: Number(operator.tv), exp: Math.floor(Date.now() / 1000) + 3600 },
    key,
    { algorithm: 'HS256' },
  );
  const verified = new Map();
  const claimsOf = (header) => {
    const bearer = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!bearer) return null;
    const known = verified.get(bearer);
    if (known && known.exp > Date.now() / 1000) return known;
    try {
      const claims = jwt.verify(bearer, key, { algorithms: ['HS256'] });
      verified.set(bearer, claims);
      return claims;
    } catch {
      return null;
    }
  };
  const headers = helmet({
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });

  const app = Fastify();
  app.addHook('onRequest', (req, reply, done) => headers(req.raw, reply.raw, done));
  app.get('/api/x', async (req, reply) => {
    const claims = claimsOf(req.headers.authorization);
    const [user] = claims ? await db.query(SESSION_CHECK, [claims.userid]) : [];
    if (!user || Number(user.tokenVersion) !== claims.tv || user.role !== 'SuperAdmin')
      return reply.code(401).send({ status: 401 });
    const [{ total }] = await db.query(COUNT, []);
    const rows = await db.query(PAGE, [PAGE_SIZE, (CURRENT_PAGE - 1) * PAGE_SIZE]);
    reply.header('Cache-Control', 'no-store');
    const data = rows.map((c) => ({
      CustomerId: Number(c.id),
      CustomerName: c.name,
      Industry: c.industry,
      Website: c.website,
      IsActive: Boolean(Number(c.isActive)),
    }));
    return {
      data,
      currentPage: CURRENT_PAGE,
      pageSize: PAGE_SIZE,
      totalItem: Number(total),
      totalPage: Math.ceil(Number(total) / PAGE_SIZE),
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { version } = require(resolveFrom('fastify/package.json'));
  console.log(
    JSON.stringify({
      port: app.server.address().port,
      name: `bare Fastify ${version} doing the /Customer read's work on ${db.engine}`,
      token,
    }),
  );
})();
