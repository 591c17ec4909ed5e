import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Finding } from './finding.entity';
import { allFindings, findingById } from './findings.repository';

const toItem = (f: Finding): SourceItem => ({
  id: f.id,
  label: shortLabel(f.detail),
  customerId: null,
  fields: [{ field: 'detail', english: f.detail }],
});

/** The findings' English texts for the translation screens. */
@Injectable()
export class FindingTranslationSource implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Finding',
      one: async (id) => {
        const f = await findingById(this.dataSource.manager, id);
        return f ? toItem(f) : null;
      },
      all: async () => (await allFindings(this.dataSource.manager)).map(toItem),
    });
  }
}
