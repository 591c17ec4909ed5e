import { Inquiry } from '../../src/inquiries/inquiry.entity';
import { Finding } from './confidentiality-auditor';
import { confidentialityFindings, gatherReads, Gathered, Reader } from './confidentiality-reads';
import { Client, personas } from './personas';
import { createTestApp, TestApp } from './test-app';

export interface Auditing {
  t: TestApp;
  min: number;
  readers: Record<Reader, Client>;
  operator: Client;
  /**
   * Releases the inquiries' comments (the super admin's step), makes every customer read of each (and of the earlier
   * rounds given in `series`), and answers the findings as "check: message" lines, sorted. `pdf`: also the report's
   * heatmap pages (about 2.5 s each: generated, then read back by pdf.js), so only where a spec asks.
   */
  audit(
    inquiryId: number,
    options?: { series?: number[]; into?: Gathered; pdf?: boolean },
  ): Promise<{ lines: string[]; gathered: Gathered }>;
  close(): Promise<void>;
}

/** A test app with the customer admin and a results:read API key of Northwind as the readers under audit. */
export async function startAuditing(): Promise<Auditing> {
  const t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '1000000' } });
  const api = await personas(t);
  const admin = api.as('northwindAdmin');
  const operator = api.as('operator');
  const key = (
    await admin
      .post('/api/ApiKeys')
      .send({ Name: 'Auditor', Scopes: ['results:read'] })
      .expect(200)
  ).body.Key as string;
  const readers = { admin, apiKey: api.withToken(key), report: operator };
  const min = t.config.minRespondents;
  return {
    t,
    min,
    readers,
    operator,
    audit: async (inquiryId, { series = [inquiryId], into, pdf = false } = {}) => {
      for (const id of series)
        await operator.put(`/api/Insights/CommentsRelease/${id}`).send({ Released: true }).expect(200);
      const gathered = await gatherReads(
        t,
        pdf ? readers : { admin: readers.admin, apiKey: readers.apiKey },
        inquiryId,
        min,
        series,
        into,
      );
      return { lines: format(confidentialityFindings(gathered)), gathered };
    },
    close: () => t.close(),
  };
}

/** Findings as sorted lines; past 40, the rest is summed up per check so a failure stays readable. */
function format(findings: Finding[]): string[] {
  const lines = [...new Set(findings.map((f) => `${f.check}: ${f.message}`))].sort();
  if (lines.length <= 40) return lines;
  const rest = new Map<string, number>();
  for (const l of lines.slice(40)) rest.set(l.split(':')[0], (rest.get(l.split(':')[0]) ?? 0) + 1);
  return [
    ...lines.slice(0, 40),
    `… and ${lines.length - 40} more: ${[...rest].map(([c, n]) => `${c} ${n}`).join(', ')}`,
  ];
}

/** The demo's finished Northwind inquiry, as the seed ships it. */
export async function demoFinishedInquiry(t: TestApp): Promise<Inquiry> {
  return t.dataSource
    .getRepository(Inquiry)
    .findOneByOrFail({ description: 'Annual organisational health check 2026' });
}
