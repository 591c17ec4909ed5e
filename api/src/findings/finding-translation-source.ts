import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { Finding } from './finding.entity';

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
    @InjectRepository(Finding) private readonly findings: Repository<Finding>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'Finding',
      one: async (id) => {
        const f = await this.findings.findOneBy({ id });
        return f ? toItem(f) : null;
      },
      all: async () => (await this.findings.find({ order: { inquiryTypeId: 'ASC', id: 'ASC' } })).map(toItem),
    });
  }
}
