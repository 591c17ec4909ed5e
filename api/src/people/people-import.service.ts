import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import type { ImportResultDto } from './dto/people-responses';
import { ImportFileKind, importFileRows } from './people-file-rows';
import { ImportColumns, ImportedPerson, MAX_PEOPLE_ROWS, readHeader, readRow, RowProblem } from './people-import-rules';
import { hierarchyProblems, ManagerAssignment } from './people-hierarchy-rules';
import {
  AttributeRow,
  attributeValuesOf,
  deleteAttributesNamed,
  idsByAddress,
  insertAttributeRows,
  insertPeople,
  managerGraph,
  peopleWithAddresses,
  setManager,
  updatePersonNames,
} from './people.repository';

const BATCH = 1000;
/** Rejected rows listed in one answer (the counts are exact beyond it). */
const MAX_LISTED_REJECTIONS = 1000;

interface Counts {
  Created: number;
  Updated: number;
  Unchanged: number;
}

/** What each row was counted as, so a row the hierarchy refuses later is taken out of its count. */
type RowCounts = Map<number, keyof Counts>;

/**
 * The People import (docs/features/people.md), all or nothing: a first streamed pass checks every row and counts what
 * would be created, updated or left unchanged, writing nothing; only when no row is rejected and it is
 * not a dry run does a second pass write the same file in one transaction. Memory holds one batch of
 * rows and the set of emails seen (for duplicates), never the file.
 */
@Injectable()
export class PeopleImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEvents,
  ) {}

  async import(user: AuthUser, path: string, kind: ImportFileKind, dryRun: boolean): Promise<ImportResultDto> {
    const customerId = user.customerId!;
    const checked = await this.pass(this.dataSource.manager, customerId, path, kind, false);
    if (dryRun || checked.rejectedRows > 0) return checked.result;
    const written = await transaction(this.dataSource, async (m) => {
      const pass = await this.pass(m, customerId, path, kind, true);
      // Counts only: the webhook never carries who was imported.
      const { Created, Updated, Unchanged } = pass.result;
      await this.webhooks.emit(m, customerId, 'people.imported', { Created, Updated, Unchanged });
      return pass;
    });
    await this.audit.record({
      action: 'people.imported',
      actorUserId: user.id,
      customerId,
      target: `People of customer ${customerId}`,
      detail: `${written.result.Created} created, ${written.result.Updated} updated, ${written.result.Unchanged} unchanged`,
    });
    return written.result;
  }

  private async pass(m: EntityManager, customerId: number, path: string, kind: ImportFileKind, write: boolean) {
    const counts: Counts = { Created: 0, Updated: 0, Unchanged: 0 };
    const rejected: RowProblem[] = [];
    let rejectedRows = 0;
    const reject = (p: RowProblem) => {
      rejectedRows++;
      if (rejected.length < MAX_LISTED_REJECTIONS) rejected.push(p);
    };
    let columns: ImportColumns | null = null;
    const seen = new Map<string, number>();
    let batch: ImportedPerson[] = [];
    let people = 0;
    // The file's managers are checked as a whole once every row is read (a cycle may span the whole file).
    const assignments: ManagerAssignment[] = [];
    const counted: RowCounts = new Map();
    for await (const rows of importFileRows(path, kind))
      for (const r of rows) {
        if (!columns) {
          if (r.error) throw ApiError.badRequest([`Row ${r.row}: ${r.error}`], 'Unreadable file');
          if (!r.cells.length || r.cells.every((c) => c.trim() === '')) {
            // Leading empty rows before the header are not accepted: the header is the first row.
            throw ApiError.badRequest(
              ['The file is empty: the first row must name the columns (Email, FirstName, LastName, then attributes)'],
              'Unreadable file',
            );
          }
          const header = readHeader(r.cells);
          if (!header.columns) throw ApiError.badRequest(header.problems, 'Unreadable file');
          columns = header.columns;
          continue;
        }
        if (r.error) {
          reject({ Row: r.row, Messages: [r.error] });
          continue;
        }
        const read = readRow(r.row, r.cells, columns, seen, r.formulaColumns);
        if (!read) continue;
        if (++people > MAX_PEOPLE_ROWS)
          throw ApiError.badRequest([`A file may hold at most ${MAX_PEOPLE_ROWS} people`], 'Too many rows');
        if (read.problem) reject(read.problem);
        else {
          batch.push(read.person!);
          if (read.person!.managerEmail !== undefined)
            assignments.push({ row: r.row, email: read.person!.email, manager: read.person!.managerEmail });
        }
        if (batch.length >= BATCH) {
          await this.apply(m, customerId, batch, columns, counts, counted, write && rejectedRows === 0);
          batch = [];
        }
      }
    if (!columns)
      throw ApiError.badRequest(
        ['The file is empty: the first row must name the columns (Email, FirstName, LastName, then attributes)'],
        'Unreadable file',
      );
    if (!people)
      throw ApiError.badRequest(
        ['The file has no people: add one row per person below the column names'],
        'Validation failed',
      );
    if (batch.length) await this.apply(m, customerId, batch, columns, counts, counted, write && rejectedRows === 0);
    if (assignments.length) {
      const current = await managerGraph(m, customerId);
      for (const [row, messages] of hierarchyProblems(current, assignments)) {
        reject({ Row: row, Messages: messages });
        const bucket = counted.get(row);
        if (bucket) counts[bucket]--;
      }
      rejected.sort((a, b) => a.Row - b.Row);
      if (write && rejectedRows === 0) await this.writeManagers(m, customerId, current, assignments);
    }
    // A rejection found after earlier batches were written: the transaction is rolled back whole.
    if (write && rejectedRows > 0)
      throw ApiError.conflict(['The file changed while it was imported: nothing was written'], 'Import failed');
    return { result: { ...counts, Rejected: rejected, RejectedRows: rejectedRows }, rejectedRows };
  }

  /**
   * Compares one batch with the directory (one read of people, one of their attributes) and writes it when
   * asked (the repository's multi-row statements).
   */
  private async apply(
    m: EntityManager,
    customerId: number,
    batch: ImportedPerson[],
    columns: ImportColumns,
    counts: Counts,
    counted: RowCounts,
    write: boolean,
  ) {
    const existing = await peopleWithAddresses(
      m,
      customerId,
      batch.map((p) => p.email),
    );
    const byEmail = new Map(existing.map((p) => [p.email, p]));
    const names = columns.attributes.map((a) => a.name);
    const attrs =
      existing.length && names.length
        ? await attributeValuesOf(
            m,
            existing.map((p) => p.id),
            names,
          )
        : [];
    const valuesOf = new Map<number, Map<string, string>>();
    for (const a of attrs) {
      if (!valuesOf.has(a.personId)) valuesOf.set(a.personId, new Map());
      valuesOf.get(a.personId)!.set(a.name, a.value);
    }
    const created: ImportedPerson[] = [];
    const updated: { person: ImportedPerson; id: number }[] = [];
    for (const p of batch) {
      const old = byEmail.get(p.email);
      if (!old) {
        created.push(p);
        counted.set(p.row, 'Created');
        continue;
      }
      const values = valuesOf.get(old.id) ?? new Map<string, string>();
      const changed =
        (p.firstName !== undefined && p.firstName !== old.firstName) ||
        (p.lastName !== undefined && p.lastName !== old.lastName) ||
        (p.managerEmail !== undefined && p.managerEmail !== (old.managerEmail ?? '')) ||
        names.some((n) => (values.get(n) ?? '') !== p.attributes[n]);
      if (changed) updated.push({ person: p, id: old.id });
      else counts.Unchanged++;
      counted.set(p.row, changed ? 'Updated' : 'Unchanged');
    }
    counts.Created += created.length;
    counts.Updated += updated.length;
    if (!write) return;
    if (created.length)
      await insertPeople(
        m,
        customerId,
        created.map((p) => ({ email: p.email, firstName: p.firstName ?? '', lastName: p.lastName ?? '' })),
      );
    for (const { person, id } of updated) {
      const old = byEmail.get(person.email)!;
      await updatePersonNames(m, id, person.firstName ?? old.firstName, person.lastName ?? old.lastName);
    }
    if (!names.length) return;
    const ids = created.length
      ? await idsByAddress(
          m,
          customerId,
          created.map((p) => p.email),
        )
      : new Map<string, number>();
    const updatedIds = updated.map((u) => u.id);
    if (updatedIds.length) await deleteAttributesNamed(m, updatedIds, names);
    const touched = [...updated, ...created.map((person) => ({ person, id: ids.get(person.email)! }))];
    const rows = touched.flatMap(({ id, person }) =>
      names
        .filter((n) => person.attributes[n] !== '')
        .map((n): AttributeRow => [id, n, person.attributes[n], customerId]),
    );
    await insertAttributeRows(m, rows);
  }

  /** Sets the managers the file changes, one statement per manager, once every person of the file exists. */
  private async writeManagers(
    m: EntityManager,
    customerId: number,
    current: Map<string, string | null>,
    assignments: ManagerAssignment[],
  ) {
    const changed = assignments.filter((a) => a.manager !== (current.get(a.email) ?? ''));
    if (!changed.length) return;
    const ids = await idsByAddress(m, customerId, [
      ...new Set(changed.flatMap((a) => (a.manager ? [a.email, a.manager] : [a.email]))),
    ]);
    const byManager = new Map<number | null, number[]>();
    for (const a of changed) {
      const managerId = a.manager ? ids.get(a.manager)! : null;
      const people = byManager.get(managerId) ?? [];
      people.push(ids.get(a.email)!);
      byManager.set(managerId, people);
    }
    for (const [managerId, people] of byManager) await setManager(m, managerId, people);
  }
}
