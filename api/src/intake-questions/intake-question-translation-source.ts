import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { questionTexts } from '../translations/question-texts';
import { TranslationsService } from '../translations/translations.service';
import { IntakeQuestion } from './intake-question.entity';
import { allQuestions, questionById } from './intake-questions.repository';

const toItem = (q: IntakeQuestion): SourceItem => ({
  id: q.id,
  label: shortLabel(q.title),
  customerId: null,
  fields: questionTexts({ title: q.title, description: q.description, ratingOptions: null, checkboxOptions: null }),
});

/** The intake questions' English title and description for the translation screens. */
@Injectable()
export class IntakeQuestionTranslationSource implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'IntakeQuestion',
      one: async (id) => {
        const q = await questionById(this.dataSource.manager, id);
        return q ? toItem(q) : null;
      },
      all: async () => (await allQuestions(this.dataSource.manager)).map(toItem),
    });
  }
}
