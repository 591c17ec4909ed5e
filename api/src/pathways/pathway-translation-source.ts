import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import type { Pathway } from './pathway.entity';
import { allPathways, findPathway } from './pathways.repository';

const toItem = (p: Pathway): SourceItem => ({
  id: p.id,
  label: shortLabel(p.name),
  customerId: null,
  fields: [{ field: 'name', english: p.name }],
});

/** The pathways' English names for the translation screens. */
@Injectable()
export class PathwayTranslationSource implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Pathway',
      one: async (id) => {
        const p = await findPathway(this.dataSource.manager, id);
        return p ? toItem(p) : null;
      },
      all: async () => (await allPathways(this.dataSource.manager)).map(toItem),
    });
  }
}
