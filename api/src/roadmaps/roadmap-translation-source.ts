import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RoadmapSteps } from './roadmap-steps';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Roadmap } from './roadmap.entity';
import { allRoadmaps, roadmapById } from './roadmaps.repository';

export const ROADMAP_TEXT_FIELDS = [1, 2, 3].flatMap(
  (n) => [`step${n}Title`, `step${n}Brief`, `step${n}Detail`] as (keyof RoadmapSteps)[],
);

const toItem = (r: Roadmap): SourceItem => ({
  id: r.id,
  label: shortLabel(r.steps.step1Title),
  customerId: null,
  fields: ROADMAP_TEXT_FIELDS.map((field) => ({ field, english: r.steps[field] })).filter(
    (f) => f.english.trim() !== '',
  ),
});

/** The roadmaps' English texts (three steps: title, brief, detail) for the translation screens. */
@Injectable()
export class RoadmapTranslationSource implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Roadmap',
      one: async (id) => {
        const r = await roadmapById(this.dataSource.manager, id);
        return r ? toItem(r) : null;
      },
      all: async () => (await allRoadmaps(this.dataSource.manager)).map(toItem),
    });
  }
}
