import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Recommendation } from './recommendation.entity';

const toItem = (f: Recommendation): SourceItem => ({
  id: f.id,
  label: shortLabel(f.detail),
  customerId: null,
  fields: [{ field: 'detail', english: f.detail }],
});

/** The recommendations' English texts for the translation screens. */
@Injectable()
export class RecommendationTranslationSource implements OnModuleInit {
  constructor(
    @InjectRepository(Recommendation) private readonly recommendations: Repository<Recommendation>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Recommendation',
      one: async (id) => {
        const f = await this.recommendations.findOneBy({ id });
        return f ? toItem(f) : null;
      },
      all: async () => (await this.recommendations.find({ order: { inquiryTypeId: 'ASC', id: 'ASC' } })).map(toItem),
    });
  }
}
