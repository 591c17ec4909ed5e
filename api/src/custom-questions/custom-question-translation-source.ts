import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { shortLabel, SourceItem } from '../translations/content-kinds';
import { questionTexts } from '../translations/question-texts';
import { TranslationsService } from '../translations/translations.service';
import { CustomQuestion } from './custom-question.entity';

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
    @InjectRepository(CustomQuestion) private readonly questions: Repository<CustomQuestion>,
    private readonly translations: TranslationsService,
  ) {}

  onModuleInit() {
    this.translations.registerSource({
      kind: 'CustomQuestion',
      one: async (id) => {
        const q = await this.questions.findOneBy({ id });
        return q ? toItem(q) : null;
      },
      all: async () => (await this.questions.find({ order: { id: 'ASC' } })).map(toItem),
    });
  }
}
