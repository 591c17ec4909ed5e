// Framework floor: the smallest NestJS app (one module, one controller, one GET route returning the JSON
// object read from the file named first on the command line) on the adapter named second: express (the
// default; a devDependency of the test workspace) or fastify (the API's). That is the best the stack can
// do on this machine before guards, pipes, interceptors and the database. Plain JS, so the decorators are
// applied with Reflect.decorate. Prints one JSON line, {port, name}, once it listens.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const resolveFrom = (id) => require.resolve(id, { paths: [join(root, 'api'), join(root, 'test'), root] });
// Nest's decorators read and write metadata through it: it has to be loaded before @nestjs/common.
require(resolveFrom('reflect-metadata'));
const { Controller, Get, Module } = require(resolveFrom('@nestjs/common'));
const { NestFactory } = require(resolveFrom('@nestjs/core'));
const { version } = require(resolveFrom('@nestjs/core/package.json'));

const obj = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const adapter = process.argv[3] ?? 'express';

class FloorController {
  get() {
    return obj;
  }
}
Object.defineProperty(
  FloorController.prototype,
  'get',
  Reflect.decorate(
    [Get('x')],
    FloorController.prototype,
    'get',
    Object.getOwnPropertyDescriptor(FloorController.prototype, 'get'),
  ),
);
Reflect.decorate([Controller('api')], FloorController);
class FloorModule {}
Reflect.decorate([Module({ controllers: [FloorController] })], FloorModule);

async function create() {
  if (adapter === 'express')
    return { app: await NestFactory.create(FloorModule, { logger: false }), name: 'Express adapter' };
  const { FastifyAdapter } = require(resolveFrom('@nestjs/platform-fastify'));
  const fastify = require(resolveFrom('@nestjs/platform-fastify/package.json')).version;
  return {
    app: await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false }),
    name: `Fastify adapter ${fastify}`,
  };
}

(async () => {
  const { app, name } = await create();
  await app.listen(0, '127.0.0.1');
  console.log(JSON.stringify({ port: app.getHttpServer().address().port, name: `NestJS ${version} (${name})` }));
})();
