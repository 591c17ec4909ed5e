import 'reflect-metadata';
import { ModulesContainer } from '@nestjs/core';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const SRC = join(__dirname, '..', '..', 'src');

/** Constructor parameters declared with @Inject (and so @InjectRepository), as Nest records them. */
const SELF_DECLARED_DEPS = 'self:paramtypes';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any function a module or entity file exports
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module and entity file, found at run time
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

/**
 * The code of a TypeScript source with its comments removed, and the text of every string and
 * template literal in it (a template's `${…}` parts become a space, their code stays in the code).
 */
export function splitSource(source: string): { code: string; strings: string[] } {
  let code = '';
  const strings: string[] = [];
  /** Open template literals: how many `{` are open inside the current `${…}` of each. */
  const templates: number[] = [];
  let i = 0;
  const readTemplate = () => {
    let text = '';
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i++;
        templates.pop();
        break;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        text += ' ';
        templates[templates.length - 1] = 1;
        strings.push(text);
        code += '${';
        return;
      } else text += source[i++];
    }
    strings.push(text);
    code += '``';
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      code += ' ';
    } else if (c === "'" || c === '"') {
      let text = '';
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') text += source[i++];
        text += source[i++];
      }
      i++;
      strings.push(text);
      code += `${c}${text}${c}`;
    } else if (c === '`') {
      i++;
      templates.push(0);
      readTemplate();
    } else if (templates.length && templates[templates.length - 1] > 0 && (c === '{' || c === '}')) {
      templates[templates.length - 1] += c === '{' ? 1 : -1;
      i++;
      if (templates[templates.length - 1] === 0) {
        code += '}';
        readTemplate();
      } else code += c;
    } else if (c === '/' && /[=(,:;!&|?{}[\n]\s*$/.test(code.slice(-20)) && next !== ' ') {
      // a regular expression literal: copied whole so that quotes inside it open no string
      const match = /^\/(?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n])+\/[a-z]*/.exec(source.slice(i));
      const text = match ? match[0] : c;
      code += text;
      i += text.length;
    } else {
      code += c;
      i++;
    }
  }
  return { code, strings };
}

const SQL_KEYWORDS = new Set(
  'where on using join inner left right cross outer natural group order limit union set values select as with having for lock window straight_join'.split(
    ' ',
  ),
);
const IDENTIFIER = String.raw`[\`"\[]?(\w+)[\`"\]]?(?:\.[\`"\[]?(\w+)[\`"\]]?)?`;

/** The tables a piece of SQL names after FROM, JOIN, INTO, UPDATE (with aliases and comma joins). */
export function sqlTables(sql: string): string[] {
  const tables: string[] = [];
  const clause = new RegExp(String.raw`\b(?:FROM|JOIN|INTO|UPDATE)\s+(?!\()`, 'g');
  const item = new RegExp(String.raw`^${IDENTIFIER}(?:\s+(?:AS\s+)?(\w+))?\s*(,\s*)?`, 'i');
  for (const m of sql.matchAll(clause)) {
    let rest = sql.slice(m.index + m[0].length);
    for (;;) {
      const found = item.exec(rest);
      if (!found) break;
      tables.push(found[2] ?? found[1]);
      const alias = found[3];
      if (alias && SQL_KEYWORDS.has(alias.toLowerCase())) break;
      if (!found[4]) break;
      rest = rest.slice(found[0].length);
    }
  }
  return tables;
}

/** Query-builder and EntityManager calls that take a table name or an entity class as their first argument. */
const BUILDER_TABLE =
  /\.(?:from|into|update|(?:inner|left)Join(?:AndSelect|AndMapOne|AndMapMany)?)\(\s*(['"`])(\w+)\1/g;
const MANAGER_CALL =
  /\b(?:getRepository|createQueryBuilder|from|into|update|insert|delete|upsert|save|remove|softDelete|restore|find\w*|count\w*|exist\w*|increment|decrement|sum|average|minimum|maximum|(?:inner|left)Join(?:AndSelect|AndMapOne|AndMapMany)?)\(\s*([A-Z]\w*)\b/g;

export interface ForeignTableUse {
  file: string;
  table: string;
  owner: string;
}

/**
 * Every table of another module that a src/ file names: in SQL text of its strings, as a query
 * builder's table argument, or as an entity class given to an EntityManager or query builder.
 * `tables` maps table names and entity class names to the top folder that declares the entity.
 */
export function foreignTableUses(files: string[], tables: Map<string, string>): ForeignTableUse[] {
  const uses = new Set<string>();
  const result: ForeignTableUse[] = [];
  for (const file of files) {
    const path = relative(SRC, file);
    const folder = path.includes('/') ? path.split('/')[0] : '';
    const { code, strings } = splitSource(readFileSync(file, 'utf8'));
    const named = [
      ...strings.flatMap(sqlTables),
      ...[...code.matchAll(BUILDER_TABLE)].map((m) => m[2]),
      ...[...code.matchAll(MANAGER_CALL)].map((m) => m[1]),
    ];
    for (const name of named) {
      const owner = tables.get(name);
      if (owner === undefined || owner === folder) continue;
      const key = `${path} → ${name} (${owner}/)`;
      if (uses.has(key)) continue;
      uses.add(key);
      result.push({ file: path, table: name, owner });
    }
  }
  return result.sort((a, b) => (a.file + a.table).localeCompare(b.file + b.table));
}
