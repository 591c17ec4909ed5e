import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RoadmapSteps } from './roadmap-steps';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Roadmap } from './roadmap.entity';

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
    @InjectRepository(Roadmap) private readonly roadmaps: Repository<Roadmap>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Roadmap',
      one: async (id) => {
        const r = await this.roadmaps.findOneBy({ id });
        return r ? toItem(r) : null;
      },
      all: async () => (await this.roadmaps.find({ order: { inquiryTypeId: 'ASC', id: 'ASC' } })).map(toItem),
    });
  }
}
