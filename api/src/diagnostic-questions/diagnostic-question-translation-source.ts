import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { questionTexts } from '../translations/question-texts';
import { TranslationsService } from '../translations/translations.service';
import type { DiagnosticQuestion } from './diagnostic-question.entity';
import { allQuestions, findQuestion } from './diagnostic-questions.repository';

const toItem = (q: DiagnosticQuestion): SourceItem => ({
  id: q.id,
  label: shortLabel(q.question.title),
  customerId: null,
  fields: questionTexts(q.question),
});

/** The diagnostic questions' English texts (title, description, option labels) for the translation screens. */
@Injectable()
export class DiagnosticQuestionTranslationSource implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'DiagnosticQuestion',
      one: async (id) => {
        const q = await findQuestion(this.dataSource.manager, id);
        return q ? toItem(q) : null;
      },
      all: async () => (await allQuestions(this.dataSource.manager)).map(toItem),
    });
  }
}
