import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider, type PortalDataProvider } from '../providers/dataProvider';
import { UploadResultDialog } from './UploadResultDialog';
import { UploadHelpDialog } from './UploadHelpDialog';
import { EXCEL_ONLY, NO_FILE, UPLOAD_WARNING, WRONG_FILE } from './paths';

// The real provider over a stubbed fetch, with the inquiry's existing documents given.
const docs = (names: string[]): PortalDataProvider => ({
  ...dataProvider,
  getList: vi.fn(async () => ({ data: names.map((DocumentName, i) => ({ id: i + 1, DocumentName })), total: names.length })) as PortalDataProvider['getList'],
});

const file = (name: string) => new File(['x'], name);
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadResultDialog', () => {
  it('warns first below 90 % and closes on No', () => {
    const onClose = vi.fn();
    render(<AdminContext dataProvider={dataProvider}><UploadResultDialog inquiry={{ id: 1, Description: 'Annual survey', Progress: 50 }} onClose={onClose} /></AdminContext>);
    expect(screen.getByText(UPLOAD_WARNING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a file, refuses a non-Excel one and sends nothing', () => {
    render(<AdminContext dataProvider={dataProvider}><UploadResultDialog inquiry={{ id: 1, Description: 'Annual survey', Progress: 95 }} onClose={() => undefined} /></AdminContext>);
    expect(screen.queryByText(UPLOAD_WARNING)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(NO_FILE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.pdf')] } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([WRONG_FILE]);
    expect(screen.queryByText((t) => t.includes(EXCEL_ONLY))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates then uploads the workbook as the File field', async () => {
    const onClose = vi.fn();
    render(<AdminContext dataProvider={dataProvider}><UploadResultDialog inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }} onClose={onClose} /></AdminContext>);
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const urls = fetchMock.mock.calls.map((c) => c[0]);
    expect(urls).toEqual(['/api/UploadResultDocument/DocumentValidate', '/api/UploadResultDocument/UploadDocumentResults/7']);
    expect((fetchMock.mock.calls[1][1].body as FormData).get('File')).toBeInstanceOf(File);
  });

  it('shows the server validation lines inline and does not upload', async () => {
    fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ status: 400, title: 'Invalid workbook', errorMessage: ['Findings, row 3, Area: unknown area'] }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    render(<AdminContext dataProvider={dataProvider}><UploadResultDialog inquiry={{ id: 7, Description: 'Annual survey', Progress: 100 }} onClose={() => undefined} /></AdminContext>);
    fireEvent.change(screen.getByLabelText('Result workbook'), { target: { files: [file('results.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText((t) => t.includes('Findings, row 3, Area: unknown area'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('UploadHelpDialog', () => {
  it('refuses a name already uploaded with Duplicate File', async () => {
    const provider = docs(['guide.pdf']);
    render(<AdminContext dataProvider={provider}><UploadHelpDialog inquiry={{ id: 2, Description: 'Annual survey' }} onClose={() => undefined} /></AdminContext>);
    // The inquiry's existing documents must have arrived before a file is chosen.
    await waitFor(() => expect(provider.getList).toHaveBeenCalledWith('inquiry-documents', expect.objectContaining({ filter: { inquiryId: 2 } })));
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('guide.pdf')] } });
    expect(await screen.findByText('Duplicate File')).toBeTruthy();
    expect(screen.getByText('guide.pdf Already Uploaded')).toBeTruthy();
  });

  it('refuses a file chosen twice and sends several files as Files', async () => {
    const onClose = vi.fn();
    render(<AdminContext dataProvider={docs([])}><UploadHelpDialog inquiry={{ id: 2, Description: 'Annual survey' }} onClose={onClose} /></AdminContext>);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(NO_FILE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('a.pdf'), file('b.docx')] } });
    fireEvent.change(screen.getByLabelText('Help documents'), { target: { files: [file('a.pdf')] } });
    expect(screen.getByText('a.pdf Already Uploaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/Inquiry/UploadHelpDocument/2');
    expect((init.body as FormData).getAll('Files').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.docx']);
  });
});
