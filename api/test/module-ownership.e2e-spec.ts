import { Injectable, Module } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Repository } from 'typeorm';
import { ENTITIES } from '../src/entities';
import { User } from '../src/users/user.entity';
import { declaringFolders, moduleOwnership, sourceFiles, SRC } from './support/module-ownership';
import { createTestApp, TestApp } from './support/test-app';

@Injectable()
class ForeignRepositoryProbe {
  constructor(@InjectRepository(User) readonly users: Repository<User>) {}
}

/** A module that breaks both rules: it registers and injects the users module's entity. */
@Module({ imports: [TypeOrmModule.forFeature([User])], providers: [ForeignRepositoryProbe] })
class ForeignEntityProbeModule {}

/**
 * Each entity belongs to the module of its folder: only that module registers it in
 * TypeOrmModule.forFeature and injects its repository; others call the owner's exported service.
 */
describe('Modules own their tables', () => {
  let t: TestApp;
  const folders = declaringFolders();
  beforeAll(async () => {
    t = await createTestApp({ demo: false, imports: [ForeignEntityProbeModule] });
  });
  afterAll(() => t.close());

  it('no module registers or injects an entity of another module, and no entity is registered twice', () => {
    const { registeredBy, problems } = moduleOwnership(t.app.get(ModulesContainer), ENTITIES, folders);
    expect(problems).toEqual([]);
    expect(registeredBy.get('User')).toEqual(['UsersModule']);
    expect(registeredBy.get('SurveyAnswer')).toEqual(['AnswersModule']);
    expect(registeredBy.get('AnswerTotal')).toEqual(['AnswersModule']);
  });

  it("reports a module that registers and injects another module's entity", () => {
    const withProbe = new Map(folders).set(ForeignEntityProbeModule, 'probe');
    const { problems } = moduleOwnership(t.app.get(ModulesContainer), ENTITIES, withProbe);
    expect(problems).toEqual([
      'ForeignEntityProbeModule registers User (owned by users/) in TypeOrmModule.forFeature',
      'ForeignRepositoryProbe in ForeignEntityProbeModule injects the repository of User (owned by users/)',
      'User is registered by UsersModule, ForeignEntityProbeModule',
    ]);
  });
});

/**
 * Reads that still reach another module's entity through the data source (a value import of its
 * class, not just its type): the answers export's one streamed query, kept whole for speed. The list
 * may only shrink: a new such import fails, and so does an entry that is gone.
 */
const REMAINING_FOREIGN_ENTITY_USES = [
  'reports/answers-export-reader.ts → answers/SurveyAnswer',
  'reports/answers-export-reader.ts → custom-questions/CustomQuestion',
  'reports/answers-export-reader.ts → diagnostic-questions/DiagnosticQuestion',
  'reports/answers-export-reader.ts → files/StoredFile',
  'reports/answers-export-reader.ts → respondents/Respondent',
  'reports/answers-export-reader.ts → users/User',
];

/** Value imports of another resource folder's entity class (type-only imports and the entities' own relations are fine). */
function foreignEntityUses(): string[] {
  const uses: string[] = [];
  const ground = /^(database|database-tools|common|config)\//;
  for (const file of sourceFiles(SRC, '.ts')) {
    const path = relative(SRC, file);
    if (!path.includes('/') || ground.test(path) || /\.(entity|spec)\.ts$/.test(path)) continue;
    const folder = path.split('/')[0];
    const source = readFileSync(file, 'utf8');
    for (const [, names, target] of source.matchAll(/^import \{([^}]*)\} from '\.\.\/([a-z-]+)\/[a-z-]+\.entity';/gm)) {
      if (target === folder) continue;
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type ')))
        uses.push(`${path} → ${target}/${name}`);
    }
  }
  return uses.sort();
}

describe('Entities reached across modules', () => {
  it('are only the listed remaining ones', () => {
    expect(foreignEntityUses()).toEqual([...REMAINING_FOREIGN_ENTITY_USES].sort());
  });
});
