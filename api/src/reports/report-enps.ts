import { Injectable } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import type { EnpsDto } from '../insights/dto/enps-responses.dto';
import { EnpsService } from '../insights/enps.service';
import { TranslationsService } from '../translations/translations.service';

/**
 * The report's eNPS page as the reader's own eNPS read gives it (the same figures the overview shows, nothing computed
 * here), with the questions' titles in the reader's language. None when the inquiry asks no eNPS question.
 */
@Injectable()
export class ReportEnps {
  constructor(
    private readonly enps: EnpsService,
    private readonly translations: TranslationsService,
  ) {}

  async section(user: AuthUser, inquiryId: number, language: Language): Promise<EnpsDto | undefined> {
    const read = await this.enps.enps(user, inquiryId);
    if (!read.Questions.length) return undefined;
    const q = await this.translations.lookup(language, [
      { kind: 'DiagnosticQuestion', ids: read.Questions.filter((i) => !i.IsCustomQuestion).map((i) => i.Id) },
      { kind: 'CustomQuestion', ids: read.Questions.filter((i) => i.IsCustomQuestion).map((i) => i.Id) },
    ]);
    return {
      ...read,
      Questions: read.Questions.map((i) => ({
        ...i,
        Title: q[i.IsCustomQuestion ? 'CustomQuestion' : 'DiagnosticQuestion'](i.Id, 'title', i.Title),
      })),
    };
  }
}
