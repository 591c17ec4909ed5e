import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Pathway } from './pathway.entity';

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
    @InjectRepository(Pathway) private readonly pathways: Repository<Pathway>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Pathway',
      one: async (id) => {
        const p = await this.pathways.findOneBy({ id });
        return p ? toItem(p) : null;
      },
      all: async () => (await this.pathways.find({ order: { inquiryTypeId: 'ASC', id: 'ASC' } })).map(toItem),
    });
  }
}
