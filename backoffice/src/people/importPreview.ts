import type { PeopleImportResultDto } from '../providers/peopleMethods';

/** The files the import reads (the API decides on the content; this only spares an upload of the wrong kind). */
const ACCEPTED = /\.(csv|xlsx)$/i;
export const ACCEPT_ATTRIBUTE = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isImportFile = (file: File) => ACCEPTED.test(file.name);

export interface ImportPreview {
  counts: { created: number; updated: number; unchanged: number; rejected: number };
  /** Rejected rows in file order, each with its reasons (the API lists the first 1000; counts.rejected has them all). */
  rejected: PeopleImportResultDto['Rejected'];
  /** Confirming writes something: no row is rejected and some row creates or updates a person. */
  canConfirm: boolean;
  /** Why it cannot be confirmed: rows rejected (nothing is imported), or nothing to change. */
  blocked: 'rejected' | 'nothing' | null;
}

/** What a dry run says the import will do, as the preview shows it. */
export function previewOf(result: PeopleImportResultDto): ImportPreview {
  const rejected = [...result.Rejected].sort((a, b) => a.Row - b.Row);
  const changes = result.Created + result.Updated;
  const blocked = result.RejectedRows > 0 || rejected.length > 0 ? 'rejected' : changes === 0 ? 'nothing' : null;
  return {
    counts: {
      created: result.Created,
      updated: result.Updated,
      unchanged: result.Unchanged,
      rejected: Math.max(result.RejectedRows, rejected.length),
    },
    rejected,
    canConfirm: blocked === null,
    blocked,
  };
}

/** Whole percent of an upload sent (0 before anything is known). */
export const percentSent = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/** A byte count as people read it: 950 B, 12.4 kB, 3.2 MB. */
export function fileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
