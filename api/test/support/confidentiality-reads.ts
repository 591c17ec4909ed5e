/* eslint-disable @typescript-eslint/no-explicit-any -- the auditor walks the JSON of every read as the API sends it */
import ExcelJS from 'exceljs';
import { DiagnosticQuestion } from '../../src/diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../../src/inquiries/inquiry.entity';
import { RespondentAttribute } from '../../src/respondents/respondent-attribute.entity';
import { Respondent } from '../../src/respondents/respondent.entity';
import { SurveyAnswer } from '../../src/answers/survey-answer.entity';
import { CustomQuestion } from '../../src/custom-questions/custom-question.entity';
import { audit, Fact, Finding, GroupRef, Measure, membersOf, Truth, TruthQuestion } from './confidentiality-auditor';
import { extractPdfText } from './pdf-text';
import { Client } from './personas';
import { TestApp } from './test-app';

/**
 * Every read a customer can make about an inquiry's results, turned into the auditor's shown facts.
 *
 * READS is one table of adapters, one per read (a new read = one new row):
 *   {
 *     name:     how findings name the read;
 *     readers:  who may make it ('admin' = customer admin's JWT, 'apiKey' = a results:read key; 'report' = the super admin
 *               generating a document a customer receives, made only by the adapters that list it); a customer reader not
 *               listed must get 403;
 *     requests(ctx) → { path, segment }[]: every call to make (segment: the ?segment= value asked, null for everyone);
 *     download?(body) → path: the answer links a file (a PDF): facts then get the file's bytes as `body`;
 *     facts(body, request, ctx) → Fact[]: what the answer shows — groups (GroupRef: Overall or an attribute's directory
 *              values, in the snapshot of `forms` forms; `inquiryId` for another round's group) and their figures (mean of a
 *              measure over questions) or comments.
 *   }
 * ctx.group(segment, forms?) resolves an 'Attribute:Value' to the group the reader was told it is (the Members of
 * GET /api/Insights/Segments; absent there — an older build — the plain group [Value]); ctx.forms is the snapshot the
 * answer came from. A member value of a rolled-up group asked directly must answer Gated: ctx.expectGated records it.
 */
export type Reader = 'admin' | 'apiKey' | 'report';

export interface ReadRequest {
  path: string;
  segment: string | null;
}

export interface ReadAdapter {
  name: string;
  readers: Reader[];
  requests(ctx: ReadContext): ReadRequest[];
  download?(body: any): string;
  /** The downloaded file is an .xlsx: facts get its sheets' rows (workbookRows) instead of the bytes. */
  workbook?: true;
  facts(body: any, req: ReadRequest, ctx: ReadContext): Fact[];
}

interface SegmentGroup {
  Value: string;
  Hidden: boolean;
  HiddenReason: string | null;
  RolledUp?: boolean;
  Members?: string[];
}
interface SegmentsBody {
  Gated: boolean;
  SnapshotForms: number | null;
  Attributes: { Name: string; TooFine: boolean; Groups: SegmentGroup[] }[];
}

export interface ReadContext {
  inquiryId: number;
  truth: Truth;
  /** Snapshot forms of the inquiry's current customer snapshot. */
  forms: number;
  segments: SegmentsBody;
  /** Every ?segment= value to ask: the reported groups and every raw directory value (and no value) of every attribute. */
  segmentValues: string[];
  group(segment: string | null, forms?: number): GroupRef;
  /** True when the segment is not a reported, shown group: every ?segment= read must then be Gated. */
  expectGated(segment: string | null): boolean;
  findings: Finding[];
  /** The truth and snapshot of other rounds of the series (Trend points). */
  rounds: Map<number, { truth: Truth; forms: number; segments: SegmentsBody }>;
  /** Answers earlier adapters keep for later ones (the questions an answer showed, by read and group). */
  memo: Map<string, string[]>;
}

const enc = encodeURIComponent;
const withSegment = (path: string, segment: string | null) =>
  segment === null ? path : `${path}${path.includes('?') ? '&' : '?'}segment=${enc(segment)}`;
const perSegment = (path: (id: number) => string) => (ctx: ReadContext) =>
  [null, ...ctx.segmentValues].map((segment) => ({ path: withSegment(path(ctx.inquiryId), segment), segment }));
const keyOf = (id: number, custom = false) => `${custom ? 'c' : 'd'}:${id}`;
const areaKeys = (ctx: ReadContext, area: string) =>
  ctx.truth.questions.filter((q) => q.type === 'Rating' && q.area === area).map((q) => q.key);

/**
 * The questions an area figure (a mean of item means) is taken over. Of the area's questions: those whose own figures
 * the same answer shows (`shown`) — unless only all of the area's answered questions reproduce the value from the truth:
 * then the figure carries withheld questions too, a leak the auditor must see. Without a value (a colour): `shown`.
 */
function areaParts(
  truth: Truth,
  group: GroupRef,
  area: string,
  measure: Measure,
  value: unknown,
  shown: string[] | null | undefined,
): string[] {
  const all = truth.questions.filter((q) => q.type === 'Rating' && q.area === area).map((q) => q.key);
  if (!shown) return all;
  if (typeof value !== 'number') return shown;
  const members = membersOf(truth, group);
  const meanOfMeans = (keys: string[]) => {
    const means = keys
      .map((k) =>
        members.map((p) => (measure === 'importance' ? p.importance[k] : p.performance[k]) ?? 0).filter((x) => x > 0),
      )
      .filter((xs) => xs.length > 0)
      .map((xs) => xs.reduce((a, b) => a + b, 0) / xs.length);
    return means.length ? means.reduce((a, b) => a + b, 0) / means.length : null;
  };
  const near = (x: number | null) => x !== null && Math.abs(x - value) <= 0.011;
  return !near(meanOfMeans(shown)) && near(meanOfMeans(all)) ? all : shown;
}

const formsOf = (body: { SnapshotForms?: number | null }, ctx: ReadContext) => body.SnapshotForms ?? ctx.forms;

function figure(read: string, group: GroupRef, measure: Measure, questions: string[], value: unknown): Fact[] {
  return value === null || value === undefined || !questions.length
    ? []
    : [{ kind: 'figure', read, group, measure, questions }];
}

/** The facts of one answer read with ?segment=: none when Gated; a finding when it should have been. */
function gatedOr(
  read: string,
  body: any,
  req: ReadRequest,
  ctx: ReadContext,
  gated: boolean,
  shown: () => Fact[],
): Fact[] {
  if (gated) return [];
  if (ctx.expectGated(req.segment))
    ctx.findings.push({
      check: 'read',
      message: `${read} answered figures for ${req.segment}, which is not a shown reported group`,
    });
  return shown();
}

export const READS: ReadAdapter[] = [
  {
    name: 'Heatmap',
    readers: ['admin'],
    requests: (ctx) =>
      ctx.segments.Attributes.filter((a) => !a.TooFine).map((a) => ({
        path: `/api/Insights/Heatmap/${ctx.inquiryId}?by=${enc(a.Name)}`,
        segment: null,
      })),
    facts: (body, req, ctx) => {
      if (body.Gated) return [];
      const read = `Heatmap?by=${body.By}`;
      const forms = formsOf(body, ctx);
      const cells = (group: GroupRef, column: { Areas: any[]; Questions: any[] }): Fact[] => [
        { kind: 'group', read, group },
        ...column.Questions.flatMap((q) =>
          q.Withheld
            ? []
            : [
                ...figure(read, group, 'performance', [keyOf(q.Id, q.IsCustomQuestion)], q.Performance),
                ...figure(read, group, 'importance', [keyOf(q.Id, q.IsCustomQuestion)], q.Importance),
              ],
        ),
        ...column.Areas.flatMap((a) => {
          if (a.Withheld) return [];
          const shown = (m: 'Performance' | 'Importance') =>
            column.Questions.filter((q) => q.Area === a.Area && !q.Withheld && q[m] !== null).map((q) =>
              keyOf(q.Id, q.IsCustomQuestion),
            );
          ctx.memo.set(`Heatmap|${group.label}|${a.Area}`, shown('Performance'));
          return [
            ...figure(
              read,
              group,
              'performance',
              areaParts(ctx.truth, group, a.Area, 'performance', a.Performance, shown('Performance')),
              a.Performance,
            ),
            ...figure(
              read,
              group,
              'importance',
              areaParts(ctx.truth, group, a.Area, 'importance', a.Importance, shown('Importance')),
              a.Importance,
            ),
          ];
        }),
      ];
      const overall = body.Overall ? cells(ctx.group(null, forms), body.Overall) : [];
      const groups = (body.Segments as (SegmentGroup & { N: number | null; Areas: any[]; Questions: any[] })[])
        .filter((s) => !s.Hidden)
        .flatMap((s) =>
          cells({ forms, attribute: body.By, members: s.Members ?? [s.Value], label: `${body.By}:${s.Value}` }, s),
        );
      return [...overall, ...groups];
    },
  },
  {
    name: 'ImportancePerformance',
    readers: ['admin'],
    requests: perSegment((id) => `/api/Insights/ImportancePerformance/${id}`),
    facts: (body, req, ctx) =>
      gatedOr('ImportancePerformance', body, req, ctx, body.Gated || !body.Overall, () => {
        const read = `ImportancePerformance${req.segment === null ? '' : `?segment=${req.segment}`}`;
        const group = ctx.group(req.segment, formsOf(body, ctx));
        const items = body.Items as any[];
        const agg = (g: any, keys: string[]): Fact[] =>
          g
            ? [
                ...figure(read, group, 'performance', keys, g.MeanCrosshair?.Performance),
                ...figure(read, group, 'importance', keys, g.MeanCrosshair?.Importance),
                ...figure(read, group, 'gap', keys, g.MeanGap),
              ]
            : [];
        const shownKeys = (pred: (i: any) => boolean) =>
          items.filter((i) => pred(i) && !i.Withheld && i.MeanPerformance !== null).map((i) => i.Key as string);
        return [
          { kind: 'group', read, group },
          ...items.flatMap((i) =>
            i.Withheld
              ? []
              : [
                  ...figure(read, group, 'performance', [i.Key], i.MeanPerformance),
                  ...figure(read, group, 'importance', [i.Key], i.MeanImportance),
                  ...figure(read, group, 'gap', [i.Key], i.Gap),
                ],
          ),
          ...(body.Areas as any[]).flatMap((a) =>
            agg(
              a,
              shownKeys((i) => i.Area === a.Area),
            ),
          ),
          ...agg(
            body.Overall,
            shownKeys(() => true),
          ),
        ];
      }),
  },
  {
    name: 'InputResult',
    readers: ['admin', 'apiKey'],
    requests: perSegment((id) => `/api/UploadResultDocument/InputResult/${id}`),
    facts: (body, req, ctx) =>
      gatedOr('InputResult', body, req, ctx, !!body.Gated, () => {
        const read = `InputResult${req.segment === null ? '' : `?segment=${req.segment}`}`;
        const group = ctx.group(req.segment, formsOf(body, ctx));
        const byDescription = new Map(ctx.truth.questions.map((q) => [q.description, q.key]));
        const items = [
          ...body.CultureArray,
          ...body.PeopleArray,
          ...body.ProcessArray,
          ...body.StructureArray,
        ] as any[];
        ctx.memo.set(
          `InputResult|${req.segment}`,
          items
            .filter((i) => i.AverageRating !== null)
            .map((i) => byDescription.get(i.Questiondescription)!)
            .filter(Boolean),
        );
        return [
          { kind: 'group', read, group },
          ...items.flatMap((i) => {
            const key = byDescription.get(i.Questiondescription);
            return key
              ? [
                  ...figure(read, group, 'performance', [key], i.AverageRating),
                  ...figure(read, group, 'importance', [key], i.AverageValue),
                ]
              : [];
          }),
        ];
      }),
  },
  {
    name: 'AreaColorResult',
    readers: ['admin', 'apiKey'],
    requests: perSegment((id) => `/api/UploadResultDocument/AreaColorResult/${id}`),
    // A colour is a band of the area's mean performance over the questions InputResult shows for the group: counted as
    // that mean itself (the stricter reading).
    facts: (body, req, ctx) =>
      gatedOr('AreaColorResult', body, req, ctx, !Array.isArray(body) || body.length === 0, () => {
        const read = `AreaColorResult${req.segment === null ? '' : `?segment=${req.segment}`}`;
        const group = ctx.group(req.segment);
        return [
          { kind: 'group', read, group },
          ...(body as any[]).flatMap((a) => {
            const shown = ctx.memo
              .get(`InputResult|${req.segment}`)
              ?.filter((k) => ctx.truth.questions.find((q) => q.key === k)?.area === a.Area);
            return figure(read, group, 'performance', shown ?? areaKeys(ctx, a.Area), a.Color);
          }),
        ];
      }),
  },
  {
    name: 'Comments',
    readers: ['admin'],
    requests: perSegment((id) => `/api/Insights/Comments/${id}?pageSize=-1`),
    facts: (body, req, ctx) =>
      gatedOr('Comments', body, req, ctx, !body.data || body.Gated === true, () => {
        const read = `Comments${req.segment === null ? '' : `?segment=${req.segment}`}`;
        const group = ctx.group(req.segment);
        const byQuestion = new Map<string, string[]>();
        for (const c of body.data as any[])
          byQuestion.set(c.QuestionKey, [...(byQuestion.get(c.QuestionKey) ?? []), c.Text]);
        return [
          { kind: 'group', read, group },
          ...[...byQuestion].map(([question, texts]): Fact => ({ kind: 'comments', read, group, question, texts })),
        ];
      }),
  },
  {
    name: 'CommentThemes',
    readers: ['admin'],
    requests: perSegment((id) => `/api/Insights/CommentThemes/${id}`),
    facts: (body, req, ctx) =>
      gatedOr('CommentThemes', body, req, ctx, body.Gated, () => {
        const read = `CommentThemes${req.segment === null ? '' : `?segment=${req.segment}`}`;
        const group = ctx.group(req.segment);
        return [
          { kind: 'group', read, group },
          ...(body.Questions as any[])
            .filter((q) => q.Count > 0)
            .map((q): Fact => ({
              kind: 'comments',
              read,
              group,
              question: q.Key,
              texts: (q.Themes as any[]).flatMap((t) => t.Examples),
              count: q.Count,
            })),
        ];
      }),
  },
  {
    name: 'Trend',
    readers: ['admin'],
    requests: perSegment((id) => `/api/Insights/Trend/${id}`),
    // Each point belongs to its round (another inquiry): facts carry that round's id and are audited against its truth.
    facts: (body, req, ctx) => {
      const read = `Trend${req.segment === null ? '' : `?segment=${req.segment}`}`;
      const out: Fact[] = [];
      const questions = body.Questions as { Id: number; Area: string; Points: any[] }[];
      // An area point of a round is taken over the questions whose own points that round shows.
      const shownIn = (area: string, inquiryId: number, m: 'Performance' | 'Importance') =>
        questions
          .filter((q) => q.Area === area && q.Points.some((p) => p.InquiryId === inquiryId && p[m] !== null))
          .map((q) => keyOf(q.Id));
      const series = [
        ...questions.map((q) => ({ area: null as string | null, keys: [keyOf(q.Id)], points: q.Points })),
        ...(body.Areas as any[]).map((a) => ({
          area: a.Area as string,
          keys: [] as string[],
          points: a.Points as any[],
        })),
      ];
      for (const { area, keys, points: ps } of series) {
        for (const p of ps) {
          const round = ctx.rounds.get(p.InquiryId);
          if (!round || (p.Performance === null && p.Importance === null)) continue;
          const group = groupIn(round.truth, round.segments, req.segment, round.forms);
          if (p.InquiryId !== ctx.inquiryId) group.inquiryId = p.InquiryId;
          const parts = (m: Measure, field: 'Performance' | 'Importance') =>
            area === null ? keys : areaParts(round.truth, group, area, m, p[field], shownIn(area, p.InquiryId, field));
          out.push(
            { kind: 'group', read, group },
            ...figure(read, group, 'performance', parts('performance', 'Performance'), p.Performance),
            ...figure(read, group, 'importance', parts('importance', 'Importance'), p.Importance),
          );
        }
      }
      if (out.length && req.segment !== null && ctx.expectGated(req.segment)) {
        const own = out.filter((f) => f.group.inquiryId === undefined);
        if (own.length)
          ctx.findings.push({
            check: 'read',
            message: `${read} answered figures of this round for ${req.segment}, which is not a shown reported group`,
          });
      }
      return out;
    },
  },
  {
    name: 'ActionEffects',
    readers: ['admin'],
    requests: (ctx) => [{ path: `/api/Insights/ActionEffects/${ctx.inquiryId}`, segment: null }],
    // Before belongs to the previous round (audited against its truth), After to this one; an area item is taken over its answered questions.
    facts: (body, _req, ctx) => {
      const read = 'ActionEffects';
      const out: Fact[] = [];
      for (const action of body.Actions as any[])
        for (const item of action.Items as any[])
          for (const p of [item.Before, item.After]) {
            const round = ctx.rounds.get(p.InquiryId);
            if (!round || (p.Performance === null && p.Importance === null)) continue;
            const group = groupIn(round.truth, round.segments, null, round.forms);
            if (p.InquiryId !== ctx.inquiryId) group.inquiryId = p.InquiryId;
            const parts = (m: Measure, field: 'Performance' | 'Importance') =>
              item.QuestionId !== null
                ? [keyOf(item.QuestionId)]
                : areaParts(round.truth, group, item.Area, m, p[field], undefined);
            out.push(
              { kind: 'group', read, group },
              ...figure(read, group, 'performance', parts('performance', 'Performance'), p.Performance),
              ...figure(read, group, 'importance', parts('importance', 'Importance'), p.Importance),
            );
          }
      return out;
    },
  },
  {
    name: 'Benchmark',
    readers: ['admin'],
    requests: (ctx) => [{ path: `/api/Insights/Benchmark/${ctx.inquiryId}`, segment: null }],
    facts: (body, req, ctx) => {
      const read = 'Benchmark';
      const group = ctx.group(null);
      return [
        ...(body.Questions as any[]).flatMap((q) => figure(read, group, 'performance', [keyOf(q.Id)], q.Value)),
        // The organisation's own eNPS beside the benchmark's: the eNPS read's figure.
        ...(body.Enps
          ? figure(
              read,
              group,
              'performance',
              [keyOf(body.Enps.Own.Id, body.Enps.Own.IsCustomQuestion)],
              body.Enps.Own.Score,
            )
          : []),
        ...(body.Areas as any[]).flatMap((a) => {
          const shown = (body.Questions as any[])
            .filter((q) => q.Area === a.Area && q.Value !== null)
            .map((q) => keyOf(q.Id));
          return figure(
            read,
            group,
            'performance',
            areaParts(ctx.truth, group, a.Area, 'performance', a.Value, shown),
            a.Value,
          );
        }),
      ];
    },
  },
  {
    name: 'eNPS',
    readers: ['admin'],
    requests: (ctx) => [{ path: `/api/Insights/Enps/${ctx.inquiryId}`, segment: null }],
    // A figure of the whole inquiry over its eNPS question (answers kept 1-11, never Don't Know: a Rating to the auditor).
    facts: (body, req, ctx) => {
      if (body.Gated) return [];
      const read = 'eNPS';
      const group = ctx.group(null, formsOf(body, ctx));
      const shown = (body.Questions as any[]).filter((q) => q.Score !== null);
      return shown.length
        ? [
            { kind: 'group', read, group },
            ...shown.flatMap((q) => figure(read, group, 'performance', [keyOf(q.Id, q.IsCustomQuestion)], q.Score)),
          ]
        : [];
    },
  },
  {
    name: 'PDF report heatmap',
    readers: ['report'],
    // The super admin's report adds a heatmap page "as a customer admin would see it": the page is the customer-facing part.
    requests: (ctx) =>
      ctx.segments.Attributes.filter((a) => !a.TooFine).map((a) => ({
        path: `/api/PDFReport/ExportData/${ctx.inquiryId}?by=${enc(a.Name)}`,
        segment: a.Name,
      })),
    download: (body) => body.DocPath,
    facts: (pdf: Buffer, req, ctx) => pdfHeatmapFacts(extractPdfText(pdf), req.segment!, ctx),
  },
  {
    name: 'Customer PDF report',
    readers: ['admin', 'apiKey'],
    // The customer's own report, plain and with its heatmap page by every attribute: overview colours, inputs, the
    // importance-performance items, the comments page and the heatmap are read back from the text.
    requests: (ctx) => [
      { path: `/api/CustomerReport/Pdf/${ctx.inquiryId}`, segment: null },
      ...ctx.segments.Attributes.filter((a) => !a.TooFine).map((a) => ({
        path: `/api/CustomerReport/Pdf/${ctx.inquiryId}?by=${enc(a.Name)}`,
        segment: null,
      })),
    ],
    download: (body) => body.DocPath,
    facts: (pdf: Buffer, req, ctx) => {
      const text = extractPdfText(pdf);
      const by = req.path.split('?by=')[1];
      return [
        ...pdfFigureFacts(text, ctx),
        ...pdfCommentFacts(text, ctx),
        ...(by === undefined
          ? []
          : pdfHeatmapFacts(text, decodeURIComponent(by), ctx).map((f) => ({ ...f, read: `Customer ${f.read}` }))),
      ];
    },
  },
  {
    name: 'Customer figures export',
    readers: ['admin', 'apiKey'],
    requests: (ctx) => [{ path: `/api/CustomerReport/Figures/${ctx.inquiryId}`, segment: null }],
    download: (body) => body.DocPath,
    workbook: true,
    facts: (sheets: WorkbookRows, req, ctx) => figuresExportFacts(sheets, ctx),
  },
];

/** The rows of each sheet of a workbook, header first, as plain values. */
export type WorkbookRows = Record<string, (string | number | null)[][]>;

export async function workbookRows(data: Buffer): Promise<WorkbookRows> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const out: WorkbookRows = {};
  book.eachSheet((sheet) => {
    const rows: (string | number | null)[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === undefined || v === null ? null : (v as string | number))));
    });
    out[sheet.name] = rows;
  });
  return out;
}

/**
 * The figures workbook (sheets Areas and Questions): one row per set of respondents (Attribute 'Everyone', or an
 * attribute and its group, '(no value)' for ''), per scope or question, with Performance, Importance and Gap.
 */
export function figuresExportFacts(sheets: WorkbookRows, ctx: ReadContext): Fact[] {
  const read = 'Customer figures export';
  const out: Fact[] = [];
  const groupOf = (attribute: unknown, value: unknown) => {
    if (attribute === 'Everyone') return { segment: null, group: ctx.group(null) };
    const segment = `${String(attribute)}:${value === '(no value)' ? '' : String(value ?? '')}`;
    if (ctx.expectGated(segment))
      ctx.findings.push({ check: 'read', message: `${read}: shows ${segment}, which is not a shown reported group` });
    return { segment, group: ctx.group(segment) };
  };
  const [qHead, ...questions] = sheets.Questions ?? [[]];
  const col = (head: unknown[], name: string) => head.indexOf(name);
  const shown = new Map<string, string[]>();
  for (const r of questions) {
    const { group } = groupOf(r[col(qHead, 'Attribute')], r[col(qHead, 'Group')]);
    const key = String(r[col(qHead, 'Key')]);
    const area = String(r[col(qHead, 'Area')]);
    const performance = r[col(qHead, 'Performance')];
    if (typeof performance === 'number') {
      const id = `${group.label}|${area}`;
      shown.set(id, [...(shown.get(id) ?? []), key]);
    }
    out.push(
      { kind: 'group', read, group },
      ...figure(read, group, 'performance', [key], performance),
      ...figure(read, group, 'importance', [key], r[col(qHead, 'Importance')]),
      ...figure(read, group, 'gap', [key], r[col(qHead, 'Gap')]),
    );
  }
  const [aHead, ...areas] = sheets.Areas ?? [[]];
  for (const r of areas) {
    const { group } = groupOf(r[col(aHead, 'Attribute')], r[col(aHead, 'Group')]);
    const scope = String(r[col(aHead, 'Scope')]);
    const keys =
      scope === 'Overall'
        ? [...shown].filter(([id]) => id.startsWith(`${group.label}|`)).flatMap(([, k]) => k)
        : (shown.get(`${group.label}|${scope}`) ?? []);
    const parts = (m: Measure, v: unknown) =>
      scope === 'Overall' ? keys : areaParts(ctx.truth, group, scope, m, v, keys);
    const p = r[col(aHead, 'Performance')];
    const i = r[col(aHead, 'Importance')];
    out.push(
      { kind: 'group', read, group },
      ...figure(read, group, 'performance', parts('performance', p), p),
      ...figure(read, group, 'importance', parts('importance', i), i),
      ...figure(read, group, 'gap', keys, r[col(aHead, 'Gap')]),
    );
  }
  return out;
}

const AREAS = ['Culture', 'People', 'Process', 'Structure'];
const FIGURE = String.raw`(\d+\.\d\d|–)`;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const numberOf = (token: string) => (/^\d+\.\d\d$/.test(token) ? Number(token) : null);

/**
 * The figures of everyone in the customer's PDF (English labels), as pdf.js reads it back: the overview's colour per
 * area (a band of the area's mean performance), each question's two input bars ("<description> 4.00" then "3.00", or
 * "Not enough answers"), and the importance-performance table ("<No.> <title> <area> <perf> <imp> <gap> <N> …").
 */
export function pdfFigureFacts(text: string, ctx: ReadContext): Fact[] {
  const read = 'Customer PDF report';
  const group = ctx.group(null);
  const out: Fact[] = [{ kind: 'group', read, group }];
  const section = (from: string, to: string) => {
    const start = text.indexOf(`\n${from}\n`);
    const end = text.indexOf(`\n${to}\n`, start + 1);
    return start < 0 ? '' : text.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
  };
  const inputs = section('Inputs', 'Importance-performance analysis');
  const shown = new Map<string, string[]>();
  for (const q of ctx.truth.questions.filter((x) => x.type === 'Rating')) {
    const m = new RegExp(`${escapeRe(q.description)} ${FIGURE} ${FIGURE}`).exec(inputs);
    if (!m) continue;
    const [performance, importance] = [numberOf(m[1]), numberOf(m[2])];
    if (performance !== null) shown.set(q.area, [...(shown.get(q.area) ?? []), q.key]);
    out.push(
      ...figure(read, group, 'performance', [q.key], performance),
      ...figure(read, group, 'importance', [q.key], importance),
    );
  }
  const overview = section('Overview', 'Findings');
  const colours = ['Strength', 'Progressing', 'Needs attention', 'Vulnerability'];
  for (const area of AREAS) {
    const m = new RegExp(`${area} (${colours.map(escapeRe).join('|')})`).exec(overview);
    if (m) out.push(...figure(read, group, 'performance', shown.get(area) ?? areaKeys(ctx, area), m[1]));
  }
  const byTitle = new Map(ctx.truth.questions.map((q) => [q.title, q.key]));
  const header = text.indexOf('\n# Item Area Perf. Imp. Gap N DK Quadrant\n');
  const table = header < 0 ? [] : text.slice(header + 1).split('\n');
  for (const line of table.slice(1)) {
    if (line.startsWith('DK: ')) break;
    const m = new RegExp(String.raw`^\d+ (.+) (${AREAS.join('|')}) (\S+) (\S+) (\S+) (\S+) `).exec(line);
    if (!m) continue;
    const key = byTitle.get(m[1]);
    if (!key) continue;
    const [performance, importance, gap] = [
      numberOf(m[3]),
      numberOf(m[4]),
      /^-?\d+\.\d\d$/.test(m[5]) ? Number(m[5]) : null,
    ];
    out.push(
      ...figure(read, group, 'performance', [key], performance),
      ...figure(read, group, 'importance', [key], importance),
      ...figure(read, group, 'gap', [key], gap),
    );
  }
  return out;
}

const COMMENTS_PAGE = ' Comments Per open question';
const AFTER_COMMENTS = [
  ' Trends across rounds ',
  ' Benchmark ',
  ' Advance insights ',
  ' Employee Net Promoter Score (eNPS) ',
];

/**
 * The customer's comments page (English labels) as pdf.js reads it back: per open question a heading
 * "<title> (<N> comments)" — or "<title> Fewer than …" when withheld — then its top themes and, after "What respondents
 * wrote", one "• <comment>" each. Every comment and count shown counts for everyone (the page never splits by group); a
 * printed text no member wrote is a finding of its own (floor check), so wrapped lines are matched to the truth with
 * their whitespace collapsed.
 */
/**
 * A comment as the report's font draws it: each run of emoji (with joiners, variation selectors and skin tones) is
 * one replacement character (reports/report-fonts.ts, drawable), so a printed comment is matched to its writer.
 */
const asDrawn = (s: string) =>
  s.replace(/(?:\p{Extended_Pictographic}|\u200d|\ufe0f|[\u{1F3FB}-\u{1F3FF}])+/gu, '\uFFFD');

export function pdfCommentFacts(text: string, ctx: ReadContext): Fact[] {
  const read = 'Customer PDF report, comments';
  const flat = text.replace(/\s+/g, ' ');
  const start = flat.indexOf(COMMENTS_PAGE);
  if (start < 0) return [];
  const ends = AFTER_COMMENTS.map((h) => flat.indexOf(h, start)).filter((i) => i > 0);
  const section = flat.slice(start, Math.min(flat.length, ...ends));
  const group = ctx.group(null);
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const headings = ctx.truth.questions
    .filter((q) => q.type === 'Textbox')
    .flatMap((q) => {
      const shown = new RegExp(` ${escapeRe(q.title)} \\((\\d+) comments\\) `).exec(section);
      if (shown) return [{ q, at: shown.index, count: Number(shown[1]) }];
      const withheld = section.indexOf(` ${q.title} Fewer than `);
      return withheld < 0 ? [] : [{ q, at: withheld, count: 0 }];
    })
    .sort((a, b) => a.at - b.at);
  const out: Fact[] = [{ kind: 'group', read, group }];
  headings.forEach(({ q, at, count }, i) => {
    const body = section.slice(at, headings[i + 1]?.at ?? section.length);
    const list = body.indexOf(' What respondents wrote ');
    const printed =
      list < 0
        ? []
        : body
            .slice(list + ' What respondents wrote '.length)
            .split('• ')
            .map(squash)
            .filter(Boolean);
    const written = new Map(
      ctx.truth.people
        .map((p) => p.comments[q.key])
        .filter((c): c is string => !!c)
        .map((c) => [squash(asDrawn(c)), c]),
    );
    const texts = printed.map((t) => written.get(t) ?? t);
    if (count > 0 || texts.length) out.push({ kind: 'comments', read, group, question: q.key, texts, count });
  });
  return out;
}

/**
 * The heatmap page of the PDF as pdf.js reads it back: per table a header "Area <first column>", then each column's
 * label and "Forms N" or "Hidden", then one row per area with a figure, '–' or 'Hidden' per column.
 */
export function pdfHeatmapFacts(text: string, by: string, ctx: ReadContext): Fact[] {
  const read = `PDF report, heatmap by ${by}`;
  const start = text.indexOf(`Heatmap by ${by}\n`);
  if (start < 0) {
    ctx.findings.push({ check: 'read', message: `${read}: no heatmap page` });
    return [];
  }
  const lines = text
    .slice(start)
    .split('\n')
    .map((l) => l.trim());
  const columns: { label: string; forms: number | null; figures: Map<string, number> }[] = [];
  let table: typeof columns = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('Area ')) {
      table = [{ label: line.slice(5), forms: null, figures: new Map() }];
      columns.push(table[0]);
      continue;
    }
    if (!table.length) {
      // After the last table (a legend of what Other counts together may follow): the page is read.
      if (columns.length) break;
      continue;
    }
    const area = AREAS.find((a) => line.startsWith(`${a} `));
    if (area) {
      line
        .slice(area.length + 1)
        .split(/\s+/)
        .forEach((token, c) => {
          if (table[c] && /^\d+\.\d+$/.test(token)) table[c].figures.set(area, Number(token));
        });
      if (area === 'Structure') table = [];
      continue;
    }
    const forms = /^Forms (\d+)$/.exec(line);
    if (forms) table[table.length - 1].forms = Number(forms[1]);
    else if (line === 'Hidden') table[table.length - 1].forms = null;
    else {
      const column = { label: line, forms: null, figures: new Map<string, number>() };
      table.push(column);
      columns.push(column);
    }
  }
  const [everyone, ...groups] = columns;
  const forms = everyone?.forms ?? ctx.forms;
  const out: Fact[] = [];
  for (const [i, c] of [everyone, ...groups].entries()) {
    if (!c || (c.forms === null && !c.figures.size)) continue;
    const segment = i === 0 ? null : `${by}:${c.label === '(no value)' ? '' : c.label}`;
    if (segment !== null && ctx.expectGated(segment))
      ctx.findings.push({ check: 'read', message: `${read}: shows ${segment}, which is not a shown reported group` });
    const group = ctx.group(segment, forms);
    const shown = (area: string) => ctx.memo.get(`Heatmap|${group.label}|${area}`);
    out.push(
      { kind: 'group', read, group },
      ...[...c.figures].flatMap(([area, value]) =>
        figure(read, group, 'performance', areaParts(ctx.truth, group, area, 'performance', value, shown(area)), value),
      ),
    );
  }
  return out;
}

function groupIn(truth: Truth, segments: SegmentsBody, segment: string | null, forms: number): GroupRef {
  if (segment === null) return { forms, attribute: null, members: [], label: 'Overall' };
  const at = segment.indexOf(':');
  const attribute = segment.slice(0, at);
  const value = segment.slice(at + 1);
  const reported = segments.Attributes.find((a) => a.Name === attribute)?.Groups.find((g) => g.Value === value);
  return { forms, attribute, members: reported?.Members ?? [value], label: segment };
}

// supertest hands the raw response to a parser: collect its bytes.
const binary = (res: any, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The ground truth of an inquiry from its rows: completed forms in completion order, their attributes, answers and comments. */
export async function loadTruth(t: TestApp, inquiryId: number, min: number): Promise<Truth> {
  const ds = t.dataSource;
  const inquiry = await ds.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
  const respondents = await ds
    .getRepository(Respondent)
    .find({ where: { inquiryId, status: 'completed' }, order: { submittedAt: 'ASC', id: 'ASC' } });
  const attributes = await ds.getRepository(RespondentAttribute).find({ where: { inquiryId } });
  const answers = await ds.getRepository(SurveyAnswer).find({ where: { inquiryId, isCustomQuestion: false } });
  const library = await ds
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :id', { id: inquiry.inquiryTypeId })
    .getMany();
  const questions: TruthQuestion[] = library
    .filter((q) => q.question.type === 'Rating' || q.question.type === 'Textbox')
    .map((q) => ({
      key: keyOf(q.id),
      id: q.id,
      title: q.question.title,
      description: q.question.description,
      area: q.question.area,
      type: q.question.type as 'Rating' | 'Textbox',
    }));
  return {
    min,
    questions,
    people: respondents.map((r) => {
      const mine = answers.filter((a) => a.respondentId === r.id);
      return {
        id: r.id,
        attributes: Object.fromEntries(attributes.filter((a) => a.respondentId === r.id).map((a) => [a.name, a.value])),
        performance: Object.fromEntries(mine.map((a) => [keyOf(a.questionId), a.performance])),
        importance: Object.fromEntries(mine.map((a) => [keyOf(a.questionId), a.importance])),
        comments: Object.fromEntries(
          mine.filter((a) => a.textAnswer !== null).map((a) => [keyOf(a.questionId), a.textAnswer!]),
        ),
      };
    }),
  };
}

/**
 * Adds the inquiry's eNPS questions (library, and approved custom ones) and their answers to a truth, once: the eNPS
 * read's facts are audited as Rating figures over them (answers kept 1-11, so no Don't Know).
 */
export async function addEnpsTruth(t: TestApp, inquiryId: number, truth: Truth): Promise<void> {
  const ds = t.dataSource;
  const inquiry = await ds.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
  const library = await ds
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :id', { id: inquiry.inquiryTypeId })
    .getMany();
  const custom = await ds.getRepository(CustomQuestion).findBy({ inquiryId, status: 'Approved' });
  const questions = [
    ...library.filter((q) => q.question.type === 'Enps').map((q) => ({ id: q.id, custom: false, q: q.question })),
    ...custom.filter((q) => q.question.type === 'Enps').map((q) => ({ id: q.id, custom: true, q: q.question })),
  ].filter((x) => !truth.questions.some((q) => q.key === keyOf(x.id, x.custom)));
  for (const x of questions) {
    const key = keyOf(x.id, x.custom);
    truth.questions.push({
      key,
      id: x.id,
      title: x.q.title,
      description: x.q.description,
      area: x.q.area,
      type: 'Rating',
    });
    const answers = await ds
      .getRepository(SurveyAnswer)
      .findBy({ inquiryId, questionId: x.id, isCustomQuestion: x.custom });
    for (const p of truth.people) {
      p.performance[key] = answers.find((a) => a.respondentId === p.id)?.performance ?? null;
      p.importance[key] = null;
    }
  }
}

export interface Gathered {
  /** Facts per inquiry id (a trend's points belong to their own round). */
  facts: Map<number, Fact[]>;
  truths: Map<number, Truth>;
  findings: Finding[];
  calls: number;
  /** Rolled-up groups the Segments read reported ('Attribute:Value' → member values), and how many member values were asked directly. */
  rolledUp: Map<string, string[]>;
  membersAsked: number;
}

/**
 * Makes every read of READS as each reader (facts of all readers together: one organisation), for the inquiry and
 * the earlier rounds of its series (`series`, oldest first, the inquiry last). Reads a reader may not make must answer 403.
 */
export async function gatherReads(
  t: TestApp,
  readers: Partial<Record<Reader, Client>> & { admin: Client },
  inquiryId: number,
  min: number,
  series: number[] = [inquiryId],
  into?: Gathered,
): Promise<Gathered> {
  const out: Gathered = into ?? {
    facts: new Map(),
    truths: new Map(),
    findings: [],
    calls: 0,
    rolledUp: new Map(),
    membersAsked: 0,
  };
  const admin = readers.admin;
  const rounds: ReadContext['rounds'] = new Map();
  for (const id of series) {
    const segments = (await admin.get(`/api/Insights/Segments/${id}`).expect(200)).body as SegmentsBody;
    const truth = out.truths.get(id) && id !== inquiryId ? out.truths.get(id)! : await loadTruth(t, id, min);
    await addEnpsTruth(t, id, truth);
    out.truths.set(id, truth);
    rounds.set(id, { truth, forms: segments.SnapshotForms ?? 0, segments });
  }
  const { truth, forms, segments } = rounds.get(inquiryId)!;
  const reported = new Map<string, SegmentGroup>();
  for (const a of segments.Attributes) for (const g of a.Groups) reported.set(`${a.Name}:${g.Value}`, g);
  for (const a of segments.Attributes)
    for (const g of a.Groups) if (g.RolledUp) out.rolledUp.set(`${a.Name}:${g.Value}`, g.Members ?? []);
  const raw = new Set<string>();
  for (const p of truth.people)
    for (const name of segments.Attributes.map((a) => a.Name)) raw.add(`${name}:${p.attributes[name] ?? ''}`);
  const ctx: ReadContext = {
    inquiryId,
    truth,
    forms,
    segments,
    segmentValues: [...new Set([...reported.keys(), ...raw])].sort(),
    group: (segment, f = forms) => groupIn(truth, segments, segment, f),
    expectGated: (segment) => segment !== null && (!reported.has(segment) || reported.get(segment)!.Hidden),
    findings: out.findings,
    rounds,
    memo: new Map(),
  };
  out.membersAsked += [...raw].filter((r) => !reported.has(r)).length;
  for (const [who, client] of Object.entries(readers) as [Reader, Client][]) {
    for (const adapter of READS) {
      for (const req of adapter.requests(ctx)) {
        if (who === 'report' && !adapter.readers.includes(who)) continue;
        out.calls++;
        let res = await client.get(req.path);
        if (!adapter.readers.includes(who)) {
          if (res.status !== 403)
            out.findings.push({ check: 'read', message: `${who} ${req.path} answered ${res.status}, expected 403` });
          continue;
        }
        // A group that is not shown may also be refused outright.
        if (res.status !== 200 && req.segment !== null && ctx.expectGated(req.segment)) continue;
        if (res.status !== 200) {
          out.findings.push({
            check: 'read',
            message: `${who} ${req.path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`,
          });
          continue;
        }
        if (adapter.download) res = await client.get(adapter.download(res.body)).buffer(true).parse(binary).expect(200);
        const body = adapter.workbook ? await workbookRows(res.body) : res.body;
        for (const fact of adapter.facts(body, req, ctx)) {
          const id = fact.group.inquiryId ?? inquiryId;
          out.facts.set(id, [...(out.facts.get(id) ?? []), fact]);
        }
      }
    }
  }
  return out;
}

/** Every finding: the reads' own (contract breaches) and the auditor's on each inquiry's facts against its truth. */
export function confidentialityFindings(g: Gathered): Finding[] {
  return [
    ...g.findings,
    ...[...g.facts].flatMap(([id, facts]) =>
      audit(g.truths.get(id)!, facts).map((f) => ({ ...f, message: `inquiry ${id}: ${f.message}` })),
    ),
  ];
}
