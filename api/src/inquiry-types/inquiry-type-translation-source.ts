import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { TranslationsService } from '../translations/translations.service';
import { InquiryType } from './inquiry-type.entity';
import { allInquiryTypesById, findInquiryType } from './inquiry-types.repository';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'InquiryType',
      one: async (id) => {
        const t = await findInquiryType(this.dataSource.manager, id);
        return t ? toItem(t) : null;
      },
      all: async () => (await allInquiryTypesById(this.dataSource.manager)).map(toItem),
    });
  }
}
