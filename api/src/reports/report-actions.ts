import { Injectable } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { ActionEffectsService } from '../actions/action-effects.service';
import type { AuthUser } from '../auth/auth-user';
import type { ApiKeyCaller } from '../common/guards/api-key-authenticator';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { TranslationsService } from '../translations/translations.service';
import type { ActionsSection } from './pdf-actions-section';

/**
 * The report's Actions page as the reader's own ActionEffects read gives it (the same figures and verdicts the
 * insights show, nothing computed here), with the questions' titles in the reader's language. None when the previous
 * round had no actions, and none for an API key: the ActionEffects read is not open to keys.
 */
@Injectable()
export class ReportActions {
  constructor(
    private readonly effects: ActionEffectsService,
    private readonly access: InquiryAccess,
    private readonly translations: TranslationsService,
  ) {}

  async section(user: AuthUser, inquiryId: number, language: Language): Promise<ActionsSection | undefined> {
    if ((user as Partial<ApiKeyCaller>).apiKey) return undefined;
    const effects = await this.effects.effects(user, inquiryId);
    if (effects.PreviousInquiryId === null || !effects.Actions.length) return undefined;
    const previous = await this.access.findForUser(user, effects.PreviousInquiryId);
    const ids = effects.Actions.flatMap((a) => a.Items.flatMap((i) => (i.QuestionId === null ? [] : [i.QuestionId])));
    const q = await this.translations.lookup(language, [{ kind: 'DiagnosticQuestion', ids: [...new Set(ids)] }]);
    return {
      previous: previous.description,
      effects: {
        ...effects,
        Actions: effects.Actions.map((a) => ({
          ...a,
          Items: a.Items.map((i) =>
            i.QuestionId === null ? i : { ...i, Title: q.DiagnosticQuestion(i.QuestionId, 'title', i.Title) },
          ),
        })),
      },
    };
  }
}
