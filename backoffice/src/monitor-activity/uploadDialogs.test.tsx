import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider, type PortalDataProvider } from '../providers/dataProvider';
import { UploadResultDialog } from './UploadResultDialog';
import { UploadHelpDialog } from './UploadHelpDialog';

const UPLOAD_WARNING = 'The inquiry is not completed yet. Do you still wants to proceed?';
const WRONG_FILE = 'Please upload the correct file.';
const EXCEL_ONLY = 'Invalid File Format,only Excel Format is allowed.';
const NO_FILE = 'Please upload a document, first.';

// The real provider over a stubbed fetch, with the inquiry's existing documents given.
const docs = (names: string[]): PortalDataProvider => ({
  ...dataProvider,
  getList: vi.fn(async () => ({
    data: names.map((DocumentName, i) => ({ id: i + 1, DocumentName })),
    total: names.length,
  })) as PortalDataProvider['getList'],
});

const file = (name: string) => new File(['x'], name);

type Answer = { status: number; body: unknown };
/**
 * The browser's XMLHttpRequest as the uploads use it (open, headers, upload progress, load), answering each request
 * with `answer(url)`; a test may hold the answer back and report sent bytes first (`pending`).
 */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  static answer: (url: string) => Answer | null = () => ({ status: 200, body: {} });
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answer(this.url);
    if (answer) queueMicrotask(() => this.respond(answer));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond({ status, body }: Answer) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const urls = () => FakeXhr.sent.map((x) => x.url);

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answer = () => ({ status: 200, body: {} });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadResultDialog', () => {
  it('warns first below 90 % and closes on No', () => {
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog inquiry={{ id: 1, Description: 'Annual survey', Progress: 50 }} onClose={onClose} />
      </AdminContext>,
    );
    expect(screen.getByText(UPLOAD_WARNING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a file, refuses a non-Excel one and sends nothing', () => {
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog inquiry={{ id: 1, Description: 'Annual survey', Progress: 95 }} onClose={() => undefined} />
      </AdminContext>,
    );
    expect(screen.queryByText(UPLOAD_WARNING)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(NO_FILE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.pdf')] } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([WRONG_FILE]);
    expect(screen.queryByText((t) => t.includes(EXCEL_ONLY))).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('validates then uploads the workbook as the File field', async () => {
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }} onClose={onClose} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls()).toEqual([
      '/api/UploadResultDocument/DocumentValidate',
      '/api/UploadResultDocument/UploadDocumentResults/7',
    ]);
    expect(FakeXhr.sent.map((x) => x.method)).toEqual(['POST', 'POST']);
    expect(FakeXhr.sent[1].body!.get('File')).toBeInstanceOf(File);
    expect(FakeXhr.sent[1].headers['accept-language']).toBeTruthy();
  });

  it('shows the real share of the workbook sent, for the check and then for the upload', async () => {
    FakeXhr.answer = () => null;
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }} onClose={onClose} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].progress(250, 1000));
    expect(screen.getByText('Sending the workbook for checking… 25 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('25');
    act(() => FakeXhr.sent[0].progress(1000, 1000));
    expect(screen.getByText('Sent: the server is processing the file…')).toBeTruthy();
    act(() => FakeXhr.sent[0].respond({ status: 200, body: {} }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1].progress(600, 1000));
    expect(await screen.findByText('Uploading… 60 %')).toBeTruthy();
    act(() => FakeXhr.sent[1].respond({ status: 200, body: {} }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server validation lines inline and does not upload', async () => {
    FakeXhr.answer = () => ({
      status: 400,
      body: { status: 400, title: 'Invalid workbook', errorMessage: ['Findings, row 3, Area: unknown area'] },
    });
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog
          inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }}
          onClose={() => undefined}
        />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText((t) => t.includes('Findings, row 3, Area: unknown area'));
    expect(FakeXhr.sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull());
  });
});

describe('UploadHelpDialog', () => {
  it('refuses a name already uploaded with Duplicate File', async () => {
    const provider = docs(['guide.pdf']);
    render(
      <AdminContext dataProvider={provider}>
        <UploadHelpDialog inquiry={{ id: 2, Description: 'Annual survey' }} onClose={() => undefined} />
      </AdminContext>,
    );
    // The inquiry's existing documents must have arrived before a file is chosen.
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'inquiry-documents',
        expect.objectContaining({ filter: { inquiryId: 2 } }),
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('guide.pdf')] } });
    expect(await screen.findByText('Duplicate File')).toBeTruthy();
    expect(screen.getByText('guide.pdf Already Uploaded')).toBeTruthy();
  });

  it('refuses a file chosen twice and sends several files as Files', async () => {
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={docs([])}>
        <UploadHelpDialog inquiry={{ id: 2, Description: 'Annual survey' }} onClose={onClose} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(NO_FILE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('a.pdf'), file('b.docx')] } });
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('a.pdf')] } });
    expect(screen.getByText('a.pdf Already Uploaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls()).toEqual(['/api/Inquiry/UploadHelpDocument/2']);
    expect(FakeXhr.sent[0].body!.getAll('Files').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.docx']);
  });

  it('shows the real upload progress of the help documents while they are sent', async () => {
    FakeXhr.answer = () => null;
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={docs([])}>
        <UploadHelpDialog inquiry={{ id: 2, Description: 'Annual survey' }} onClose={onClose} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('a.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByText('Uploading… 0 %')).toBeTruthy();
    act(() => FakeXhr.sent[0].progress(1, 3));
    expect(screen.getByText('Uploading… 33 %')).toBeTruthy();
    act(() => FakeXhr.sent[0].respond({ status: 200, body: {} }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('UploadResultDialog, the check and the upload run as jobs', () => {
  /** The state GET /api/Jobs/{id} answers for each job; every read is recorded. */
  let jobs: Record<string, Record<string, unknown>>;
  let reads: string[];
  const running = (Progress: number) => ({ Status: 'Running', Progress, Result: null, Error: null });
  const started = (Id: string) => ({ status: 202, body: { Id, ...running(0) } });

  beforeEach(() => {
    jobs = {};
    reads = [];
    FakeXhr.answer = (url) => started(url.includes('DocumentValidate') ? 'check' : 'publish');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        reads.push(url);
        const id = url.split('/').at(-1)!;
        return new Response(JSON.stringify({ Id: id, ...jobs[id] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });

  const chooseAndUpload = (clicks = 1) => {
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.xlsx')] } });
    for (let i = 0; i < clicks; i++) fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  };

  it('asks for jobs, shows their progress on the server with the buttons disabled, and starts one per step on a double click', async () => {
    jobs.check = running(0.4);
    jobs.publish = running(0.7);
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }} onClose={onClose} />
      </AdminContext>,
    );
    chooseAndUpload(2);
    expect(await screen.findByText('Checking the workbook… 40 %', {}, { timeout: 5000 })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress on the server' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0].headers.prefer).toBe('respond-async');
    expect(reads.every((url) => url === '/api/Jobs/check')).toBe(true);

    jobs.check = { Status: 'Done', Progress: 1, Result: { message: 'Valid' }, Error: null };
    expect(await screen.findByText('Publishing the results… 70 %', {}, { timeout: 5000 })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    jobs.publish = { Status: 'Done', Progress: 1, Result: { message: 'Uploaded' }, Error: null };
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    expect(urls()).toEqual([
      '/api/UploadResultDocument/DocumentValidate',
      '/api/UploadResultDocument/UploadDocumentResults/7',
    ]);
    expect(FakeXhr.sent[1].headers.prefer).toBe('respond-async');
  });

  it("shows a failed check job's lines inline, as the call without a job did, and publishes nothing", async () => {
    jobs.check = {
      Status: 'Failed',
      Progress: 0.1,
      Result: null,
      Error: { status: 400, title: 'Invalid workbook', errorMessage: ['Findings, row 3, Area: unknown area'] },
    };
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }} onClose={onClose} />
      </AdminContext>,
    );
    chooseAndUpload();
    const alert = await screen.findByText((t) => t.includes('Findings, row 3, Area: unknown area'), undefined, {
      timeout: 5000,
    });
    expect(alert.textContent).toContain('Invalid workbook');
    expect(FakeXhr.sent).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('stops reading the job once the dialog is gone', async () => {
    jobs.check = running(0.2);
    const { unmount } = render(
      <AdminContext dataProvider={dataProvider}>
        <UploadResultDialog
          inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }}
          onClose={() => undefined}
        />
      </AdminContext>,
    );
    chooseAndUpload();
    await screen.findByText('Checking the workbook… 20 %', {}, { timeout: 5000 });
    unmount();
    const readsWhenClosed = reads.length;
    // Longer than the next two pauses between reads together.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(reads).toHaveLength(readsWhenClosed);
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
