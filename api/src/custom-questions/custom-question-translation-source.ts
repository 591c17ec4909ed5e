import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { questionTexts } from '../translations/question-texts';
import { TranslationsService } from '../translations/translations.service';
import type { CustomQuestion } from './custom-question.entity';
import { allCustomQuestions, findCustomQuestion } from './custom-questions.repository';

const toItem = (q: CustomQuestion): SourceItem => ({
  id: q.id,
  label: shortLabel(q.question.title),
  customerId: q.customerId,
  // Rating options of a custom question are never asked, so they are not offered for translation.
  fields: questionTexts({ ...q.question, ratingOptions: null }),
});

/** A custom question's English texts for its customer admin's translation panel (never in the library's coverage). */
@Injectable()
export class CustomQuestionTranslationSource implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'CustomQuestion',
      one: async (id) => {
        const q = await findCustomQuestion(this.dataSource.manager, id);
        return q ? toItem(q) : null;
      },
      all: async () => (await allCustomQuestions(this.dataSource.manager)).map(toItem),
    });
  }
}
