import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '../../../test/render';
import { subscribeToasts, type Toast } from '../../../lib/toast';
import { DocumentAnswer } from './document-answer';

let toasts: Toast[] = [];
let unsubscribe: () => void;
beforeEach(() => {
  signIn('CustomerUser');
  unsubscribe = subscribeToasts((t) => (toasts = t));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

function setup(otherFiles: (File | null)[] = []) {
  const onFile = vi.fn();
  render(
    <DocumentAnswer
      label="Attach a document"
      questionId="12"
      inquiryId="3"
      file={null}
      documentName={null}
      downloadLink={null}
      otherFiles={otherFiles}
      onFile={onFile}
    />,
  );
  const input = screen.getByLabelText('Attach a document') as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onFile, pick };
}

describe('DocumentAnswer', () => {
  it('refuses a wrong type with Please upload the correct file. for 7 s', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { onFile, pick } = setup();
    pick(new File(['x'], 'notes.txt'));
    expect(toasts.at(-1)).toMatchObject({ title: 'Please upload the correct file.', duration: 7000 });
    expect(onFile).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file attached to another question', () => {
    vi.stubGlobal('fetch', vi.fn());
    const same = new File(['abc'], 'plan.pdf');
    const { onFile, pick } = setup([new File(['abc'], 'plan.pdf')]);
    pick(same);
    expect(toasts.at(-1)?.title).toBe('File(plan.pdf) is attached twice');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('shows the server name check failure as an Error: toast with the file name and first message, 7 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 409, title: 'Conflict', errorMessage: ['Expired', 'second'] }, 409)),
    );
    const { onFile, pick } = setup();
    pick(new File(['%PDF'], 'plan.pdf'));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Error:'));
    expect(toasts.at(-1)).toMatchObject({ lines: ['plan.pdf', 'Expired'], duration: 7000 });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('accepts a checked file and sends its name, inquiry and question to DocumentValidate', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ Valid: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { onFile, pick } = setup();
    const file = new File(['%PDF'], 'plan.pdf');
    pick(file);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/SurveyAnswer/DocumentValidate');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body))).toEqual({
      DocumentName: 'plan.pdf',
      InquiryId: 3,
      DiagnosticId: 12,
    });
  });

  it('shows the chosen file at once, without a bar filling on a timer (the real upload progress shows on save)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ Valid: true })),
    );
    function Holder() {
      const [file, setFile] = useState<File | null>(null);
      return (
        <DocumentAnswer
          label="Attach a document"
          questionId="12"
          inquiryId="3"
          file={file}
          documentName={null}
          downloadLink={null}
          otherFiles={[]}
          onFile={setFile}
        />
      );
    }
    render(<Holder />);
    fireEvent.change(screen.getByLabelText('Attach a document'), {
      target: { files: [new File(['%PDF'], 'plan.pdf')] },
    });
    expect(await screen.findByText('plan.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
