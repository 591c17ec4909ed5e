import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Recommendation } from './recommendation.entity';
import { allRecommendations, recommendationById } from './recommendations.repository';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Recommendation',
      one: async (id) => {
        const f = await recommendationById(this.dataSource.manager, id);
        return f ? toItem(f) : null;
      },
      all: async () => (await allRecommendations(this.dataSource.manager)).map(toItem),
    });
  }
}
