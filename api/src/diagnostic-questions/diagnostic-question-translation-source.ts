import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { questionTexts } from '../translations/question-texts';
import { TranslationsService } from '../translations/translations.service';
import { DiagnosticQuestion } from './diagnostic-question.entity';

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
    @InjectRepository(DiagnosticQuestion) private readonly questions: Repository<DiagnosticQuestion>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'DiagnosticQuestion',
      one: async (id) => {
        const q = await this.questions.findOneBy({ id });
        return q ? toItem(q) : null;
      },
      all: async () => (await this.questions.find({ order: { pathwayId: 'ASC', id: 'ASC' } })).map(toItem),
    });
  }
}
