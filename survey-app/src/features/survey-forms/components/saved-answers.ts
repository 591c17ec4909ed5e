import type { SurveyAnswerItem } from '../api/save-survey-answers';

const keyOf = (item: SurveyAnswerItem) => `${item.IsCustomQuestion}:${item.DiagnosticId}`;

// What the server stores of an item; a kept document's link is not a change (it is signed anew on every read).
const valueOf = (item: SurveyAnswerItem) => JSON.stringify([item.Answer, item.ValueAnswer, item.CheckBoxOptions]);

/**
 * What the server holds of each answer, as the items of the saves it acknowledged (the loaded form
 * counts as one). A background save sends only the items that differ from it, so a change made while a
 * save is in flight, or sent by a save that failed, stays different until a save carrying it is answered.
 */
export class SavedAnswers {
  private readonly held = new Map<string, string>();

  constructor(items: SurveyAnswerItem[] = []) {
    this.acknowledge(items);
  }

  /** The items whose answer differs from what the server holds. */
  changed(items: SurveyAnswerItem[]): SurveyAnswerItem[] {
    return items.filter((item) => this.held.get(keyOf(item)) !== valueOf(item));
  }

  /** The server stored these items. */
  acknowledge(items: SurveyAnswerItem[]): void {
    for (const item of items) this.held.set(keyOf(item), valueOf(item));
  }
}
