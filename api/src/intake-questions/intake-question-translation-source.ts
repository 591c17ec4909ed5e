import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { questionTexts } from '../translations/question-texts';
import { TranslationsService } from '../translations/translations.service';
import { IntakeQuestion } from './intake-question.entity';

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
    @InjectRepository(IntakeQuestion) private readonly questions: Repository<IntakeQuestion>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'IntakeQuestion',
      one: async (id) => {
        const q = await this.questions.findOneBy({ id });
        return q ? toItem(q) : null;
      },
      all: async () => (await this.questions.find({ order: { inquiryTypeId: 'ASC', id: 'ASC' } })).map(toItem),
    });
  }
}
