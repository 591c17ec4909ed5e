import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { InquiryType } from './inquiry-type.entity';

const toItem = (t: InquiryType): SourceItem => ({
  id: t.id,
  label: shortLabel(t.name),
  customerId: null,
  fields: [
    { field: 'name', english: t.name },
    { field: 'description', english: t.description },
  ].filter((f) => f.english.trim() !== ''),
});

/** The inquiry types' English name and description for the translation screens. */
@Injectable()
export class InquiryTypeTranslationSource implements OnModuleInit {
  constructor(
    @InjectRepository(InquiryType) private readonly types: Repository<InquiryType>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'InquiryType',
      one: async (id) => {
        const t = await this.types.findOneBy({ id });
        return t ? toItem(t) : null;
      },
      all: async () => (await this.types.find({ order: { id: 'ASC' } })).map(toItem),
    });
  }
}
