import { contentOf, getDraft, saveDraft, type DraftContent, type ResultDraft } from './studioMethods';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

/**
 * Saves the draft a moment after the last edit, with the version it was made from. Saves run one at a time; a 409
 * (another operator saved first) stops saving and keeps every local edit until the operator reloads the stored draft
 * or overwrites it with theirs. A failed save is not retried until the next edit or an explicit retry.
 */
export class DraftSaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private unsaved = false;
  private blocked = false;
  private failed = false;
  content: DraftContent;
  version: number;

  constructor(
    private readonly inquiryId: string,
    initial: ResultDraft,
    private readonly listener: { status(status: SaveStatus): void; saved(draft: ResultDraft): void },
  ) {
    this.content = contentOf(initial);
    this.version = initial.Version;
  }

  edit(content: DraftContent) {
    this.content = content;
    this.unsaved = true;
    this.failed = false;
    if (this.blocked) return;
    this.listener.status('pending');
    this.schedule();
  }

  async saveNow(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (!this.unsaved || this.blocked) return;
    this.unsaved = false;
    this.listener.status('saving');
    this.inFlight = saveDraft(this.inquiryId, this.content, this.version)
      .then((saved) => {
        this.version = saved.Version;
        this.listener.saved(saved);
        this.listener.status(this.unsaved ? 'pending' : 'saved');
      })
      .catch((error: unknown) => {
        this.unsaved = true;
        if (isConflict(error)) this.blocked = true;
        else this.failed = true;
        this.listener.status(isConflict(error) ? 'conflict' : 'error');
      })
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
    if (this.unsaved && !this.blocked && !this.failed) this.schedule();
  }

  /** Drops the local edits for the stored draft. */
  async reload(): Promise<DraftContent> {
    clearTimeout(this.timer);
    const stored = await getDraft(this.inquiryId);
    this.version = stored.Version;
    this.content = contentOf(stored);
    this.unsaved = this.blocked = this.failed = false;
    this.listener.saved(stored);
    this.listener.status('saved');
    return this.content;
  }

  /** Saves this screen's draft over the stored one, made from the stored version. */
  async overwrite(): Promise<void> {
    const stored = await getDraft(this.inquiryId);
    this.version = stored.Version;
    this.blocked = this.failed = false;
    this.unsaved = true;
    await this.saveNow();
  }

  async retry(): Promise<void> {
    this.failed = false;
    await this.saveNow();
  }

  stop() {
    clearTimeout(this.timer);
  }

  private schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.saveNow(), AUTOSAVE_DELAY_MS);
  }
}
