import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '@portal/contracts';
import { signIn } from '../test/render';
import { api, ApiError } from './api-client';

/** The browser's XMLHttpRequest as the upload uses it; the test reports sent bytes and answers. */
class FakeXhr extends EventTarget {
  static last: FakeXhr;
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('api client upload progress', () => {
  it('sends a multipart body over XMLHttpRequest with the token and reports the share really sent', async () => {
    const token = signIn('CustomerUser');
    const seen: number[] = [];
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'plan.pdf'));
    const done = api.post('/SurveyAnswer/AddSurveyAnswers', form, { onUploadProgress: (f) => seen.push(f) });
    await tick();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/SurveyAnswer/AddSurveyAnswers', form]);
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    xhr.progress(1, 4);
    xhr.progress(4, 4);
    xhr.respond(200, { saved: true });
    await expect(done).resolves.toEqual({ saved: true });
    expect(seen).toEqual([0.25, 1, 1]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers an error status as the API error, and no response as the network error', async () => {
    signIn('CustomerUser');
    const refused = api.post('/SurveyAnswer/AddSurveyAnswers', new FormData(), {
      onUploadProgress: () => undefined,
      silent: true,
    });
    await tick();
    FakeXhr.last.respond(413, { status: 413, title: 'Payload Too Large', errorMessage: ['File: too large'] });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);

    const lost = api.post('/SurveyAnswer/AddSurveyAnswers', new FormData(), {
      onUploadProgress: () => undefined,
      silent: true,
      quietOffline: true,
    });
    await tick();
    FakeXhr.last.dispatchEvent(new Event('error'));
    await expect(lost).rejects.toMatchObject({ status: 0, title: NETWORK_ERROR });
  });

  it('keeps fetch for JSON bodies and for calls that do not ask for progress', async () => {
    signIn('CustomerUser');
    await api.post('/x', { a: 1 }, { onUploadProgress: () => undefined });
    await api.post('/y', new FormData());
    expect(vi.mocked(fetch).mock.calls.map((c) => c[0])).toEqual(['/api/x', '/api/y']);
  });
});
