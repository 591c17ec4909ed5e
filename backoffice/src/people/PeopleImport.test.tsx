import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { AppNotification } from '../common/AppNotification';
import { signIn } from '../test-session';
import { PeopleImport } from './PeopleImport';
import { previewOf } from './importPreview';

type Answer = { status: number; body: unknown };

/** The browser's XMLHttpRequest as the upload uses it; each request waits until the test answers it. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    });
  }
  async respond({ status, body }: Answer) {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event('load'));
    });
  }
}

const CLEAN = { Created: 3, Updated: 1, Unchanged: 2, Rejected: [], RejectedRows: 0 };
const REJECTED = {
  Created: 3,
  Updated: 0,
  Unchanged: 0,
  Rejected: [
    { Row: 7, Messages: ['Email: ann@example.com appears twice (rows 4 and 7)'] },
    { Row: 3, Messages: ['Email: missing', 'Department: a cell may hold at most 200 characters'] },
  ],
  RejectedRows: 2,
};

const csv = (name = 'people.csv') =>
  new File(['Email,FirstName,LastName,Department\nann@example.com,Ann,Lee,Sales\n'], name, { type: 'text/csv' });

function renderImport() {
  render(
    <MemoryRouter initialEntries={['/people/import']}>
      <AdminContext dataProvider={dataProvider}>
        <Routes>
          <Route path="/people/import" element={<PeopleImport />} />
          <Route path="/people" element={<h1>People list</h1>} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const choose = (file: File) => fireEvent.change(document.getElementById('people-file')!, { target: { files: [file] } });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signIn('CustomerAdmin');
});
afterEach(() => vi.unstubAllGlobals());

describe('import preview', () => {
  it('lists rejected rows in file order and blocks the import while any is rejected', () => {
    const preview = previewOf(REJECTED);
    expect(preview.rejected.map((r) => r.Row)).toEqual([3, 7]);
    expect(preview).toMatchObject({
      canConfirm: false,
      blocked: 'rejected',
      counts: { created: 3, updated: 0, unchanged: 0, rejected: 2 },
    });
  });

  it('counts every rejected row, also those past the listed first ones', () => {
    expect(previewOf({ ...REJECTED, RejectedRows: 1500 }).counts.rejected).toBe(1500);
  });

  it('has nothing to confirm when every row is unchanged', () => {
    expect(previewOf({ Created: 0, Updated: 0, Unchanged: 5, Rejected: [], RejectedRows: 0 })).toMatchObject({
      canConfirm: false,
      blocked: 'nothing',
    });
    expect(previewOf(CLEAN)).toMatchObject({ canConfirm: true, blocked: null });
  });
});

describe('PeopleImport', { timeout: 30_000 }, () => {
  it('refuses a file that is neither CSV nor XLSX and sends nothing', () => {
    renderImport();
    choose(new File(['%PDF'], 'people.pdf'));
    expect(screen.getByText('Choose a CSV or Excel (.xlsx) file')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', true);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('checks with a dry run showing the real upload progress, previews the rejected rows with their reasons and imports nothing', async () => {
    renderImport();
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const request = FakeXhr.sent[0];
    expect(request.url).toBe('/api/People/Import?dryRun=true');
    expect(request.headers.authorization).toMatch(/^Bearer /);
    expect((request.body!.get('File') as File).name).toBe('people.csv');

    request.progress(40, 100);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/^Uploading: 40%/)).toBeTruthy();
    request.progress(100, 100);
    expect(screen.getByText('Checking the file…')).toBeTruthy();

    await request.respond({ status: 200, body: REJECTED });
    const counts = Object.fromEntries(
      [...document.querySelectorAll('[data-count]')].map((dd) => [dd.getAttribute('data-count'), dd.textContent]),
    );
    expect(counts).toEqual({ created: '3', updated: '0', unchanged: '0', rejected: '2' });
    const table = screen.getByRole('table', { name: 'Rejected rows' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '3Email: missingDepartment: a cell may hold at most 200 characters',
      '7Email: ann@example.com appears twice (rows 4 and 7)',
    ]);
    expect(screen.getByText(/Nothing will be imported while rows are rejected/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toHaveProperty('disabled', true);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('confirms a clean preview with the real import and returns to the list', async () => {
    renderImport();
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await FakeXhr.sent[0].respond({ status: 200, body: CLEAN });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    const confirm = FakeXhr.sent[1];
    expect(confirm.url).toBe('/api/People/Import?dryRun=false');
    expect(screen.getByText('Importing the people…')).toBeTruthy();
    await confirm.respond({ status: 200, body: CLEAN });
    expect(await screen.findByRole('heading', { name: 'People list' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Import done: 3 created, 1 updated, 2 unchanged')).toBeTruthy());
  });

  it("shows the API's refusal of the whole file and lets another file be chosen", async () => {
    renderImport();
    choose(csv('empty.csv'));
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await FakeXhr.sent[0].respond({
      status: 400,
      body: { status: 400, title: 'Bad Request', errorMessage: ['File: the file has no Email column'] },
    });
    expect(screen.getByText(/the file has no Email column/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm import' })).toBeNull();
    choose(csv('fixed.csv'));
    expect(screen.queryByText(/the file has no Email column/)).toBeNull();
    expect(screen.getByText(/fixed\.csv/)).toBeTruthy();
  });

  it('asks for a new check when another file is chosen after a preview', async () => {
    renderImport();
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await FakeXhr.sent[0].respond({ status: 200, body: CLEAN });
    expect(screen.getByRole('button', { name: 'Confirm import' })).toBeTruthy();
    choose(csv('other.csv'));
    expect(screen.queryByRole('button', { name: 'Confirm import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeTruthy();
  });
});
