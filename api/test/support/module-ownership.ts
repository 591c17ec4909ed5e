import 'reflect-metadata';
import { ModulesContainer } from '@nestjs/core';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const SRC = join(__dirname, '..', '..', 'src');

/** Constructor parameters declared with @Inject (and so @InjectRepository), as Nest records them. */
const SELF_DECLARED_DEPS = 'self:paramtypes';

type Class = Function;

export function sourceFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name), suffix) : e.name.endsWith(suffix) ? [join(dir, e.name)] : [],
  );
}

/** The folder under src/ that declares each module and each entity class: a module owns the entities of its folder. */
export function declaringFolders(): Map<Class, string> {
  const folders = new Map<Class, string>();
  for (const file of [...sourceFiles(SRC, '.module.ts'), ...sourceFiles(SRC, '.entity.ts')]) {
    for (const value of Object.values(require(file) as Record<string, unknown>)) {
      if (typeof value === 'function') folders.set(value, relative(SRC, dirname(file)));
    }
  }
  return folders;
}

export interface OwnershipReport {
  /** Entity name → the modules that register it in TypeOrmModule.forFeature. */
  registeredBy: Map<string, string[]>;
  problems: string[];
}

/**
 * Reads the compiled app's modules: which entities each registers in TypeOrmModule.forFeature and
 * which repositories its providers and controllers inject. Modules that no src/ folder declares
 * (Nest's and TypeORM's own, a test root) are left out.
 */
export function moduleOwnership(
  container: ModulesContainer,
  entities: Class[],
  folders: Map<Class, string>,
): OwnershipReport {
  const entityOf = new Map<unknown, Class>(entities.map((e) => [getRepositoryToken(e), e]));
  const registeredBy = new Map<string, string[]>();
  const problems: string[] = [];
  for (const module of container.values()) {
    const folder = folders.get(module.metatype);
    if (folder === undefined) continue;
    const name = module.metatype.name;
    for (const imported of module.imports) {
      if (imported.metatype !== TypeOrmModule) continue;
      for (const token of imported.providers.keys()) {
        const entity = entityOf.get(token);
        if (!entity) continue;
        registeredBy.set(entity.name, [...(registeredBy.get(entity.name) ?? []), name]);
        if (folders.get(entity) !== folder)
          problems.push(
            `${name} registers ${entity.name} (owned by ${folders.get(entity)}/) in TypeOrmModule.forFeature`,
          );
      }
    }
    for (const wrapper of [...module.providers.values(), ...module.controllers.values()]) {
      const type = wrapper.metatype;
      if (!type || wrapper.inject) continue;
      const deps: { index: number; param: unknown }[] = Reflect.getMetadata(SELF_DECLARED_DEPS, type) ?? [];
      for (const { param } of deps) {
        const entity = entityOf.get(param);
        if (entity && folders.get(entity) !== folder)
          problems.push(
            `${type.name} in ${name} injects the repository of ${entity.name} (owned by ${folders.get(entity)}/)`,
          );
      }
    }
  }
  for (const [entity, modules] of registeredBy)
    if (modules.length > 1) problems.push(`${entity} is registered by ${modules.join(', ')}`);
  return { registeredBy, problems };
}
