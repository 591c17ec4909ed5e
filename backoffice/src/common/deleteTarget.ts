import type { RaRecord } from 'react-admin';
import type { RecordOf, ResourceName } from '../providers/records';
import { tr } from '../i18n/i18nProvider';

const NAME_MAX = 80;

/** A long text (a finding's detail, say) cut to a readable name. */
function short(text: string | null | undefined): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value.length > NAME_MAX ? `${value.slice(0, NAME_MAX - 1).trimEnd()}…` : value;
}

/** A person: their name with the address that tells namesakes apart, or the address alone. */
function person(row: { FirstName?: string; LastName?: string; Email?: string }): string {
  const name = short(`${row.FirstName ?? ''} ${row.LastName ?? ''}`);
  return name ? (row.Email ? `${name} (${row.Email})` : name) : short(row.Email);
}

type Namer<R extends ResourceName> = { key: string; name: (record: RecordOf<R>) => string };

/** What a delete confirmation calls each resource's record: the question's key and the record's own name. */
const TARGETS: { [R in ResourceName]?: Namer<R> } = {
  customers: { key: 'portal.deleteConfirm.customer', name: (r) => short(r.CustomerName) },
  'customer-users': { key: 'portal.deleteConfirm.customerUser', name: person },
  'inquiry-types': { key: 'portal.deleteConfirm.inquiryType', name: (r) => short(r.InqType) },
  pathways: { key: 'portal.deleteConfirm.pathway', name: (r) => short(r.Name) },
  'diagnostic-questions': { key: 'portal.deleteConfirm.diagnosticQuestion', name: (r) => short(r.Title) },
  'intake-questions': { key: 'portal.deleteConfirm.intakeQuestion', name: (r) => short(r.Title) },
  'custom-questions': { key: 'portal.deleteConfirm.customQuestion', name: (r) => short(r.Title) },
  findings: { key: 'portal.deleteConfirm.finding', name: (r) => short(r.FindingDetail) },
  recommendations: { key: 'portal.deleteConfirm.recommendation', name: (r) => short(r.RecommendationDetail) },
  roadmaps: { key: 'portal.deleteConfirm.roadmap', name: (r) => short(r.InquiryTypeName) },
  people: { key: 'portal.deleteConfirm.person', name: person },
};

/** The question a delete confirmation asks, naming the record: Delete inquiry type "Culture diagnostic"? */
export function deleteQuestion(resource: string, record: RaRecord): string {
  const target = TARGETS[resource as ResourceName] as Namer<ResourceName> | undefined;
  const name = target?.name(record as RecordOf<ResourceName>) || `#${record.id}`;
  return tr(target?.key ?? 'portal.deleteConfirm.record', { name });
}
