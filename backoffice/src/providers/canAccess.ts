import type { Role } from '@portal/contracts';

/**
 * Who may do what in the backoffice (platform-administration.md §6, customer-and-respondent.md §2).
 * Pure: the auth provider and the menu ask it; the server enforces the same rules on its own.
 */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'review' | 'upload' | string;

const READ = ['list', 'show'];
const FULL = ['list', 'show', 'create', 'edit', 'delete'];

const RULES: Record<Role, Record<string, string[]>> = {
  SuperAdmin: {
    dashboard: ['list'],
    customers: ['list', 'show', 'edit', 'delete'],
    'customer-users': ['list', 'show', 'edit', 'delete'],
    'inquiry-types': FULL,
    pathways: FULL,
    'diagnostic-questions': FULL,
    'intake-questions': FULL,
    // The operator reviews what customers added: approve or reject, never authors them.
    'custom-questions': ['list', 'show', 'edit', 'review'],
    findings: FULL,
    recommendations: FULL,
    roadmaps: FULL,
    inquiries: ['list', 'show', 'upload'],
    // Chasing: remind and re-invite (removal is the organisation's own decision).
    respondents: [...READ, 'remind', 'resend'],
    // A respondent's survey form, open-ended answers and documents.
    'respondent-answers': ['show'],
    'user-documents': READ,
    // The security audit log: read and export only.
    'audit-log': ['list', 'show', 'export'],
    // The organisations' actions on their results: the operator follows them up, read only (docs/features/actions.md).
    actions: READ,
    // Lifecycle surveys and open links (docs/features/lifecycle.md, open-links.md): the operator reads, changes none.
    lifecycle: READ,
    'open-links': ['show'],
  },
  CustomerAdmin: {
    dashboard: ['list'],
    'inquiry-types': READ,
    pathways: READ,
    'diagnostic-questions': READ,
    // The author edits their own question until it is Approved.
    'custom-questions': ['list', 'show', 'create', 'edit', 'delete'],
    inquiries: ['list', 'show', 'create', 'edit'],
    // Chasing: remind, re-invite, remove a person who has not completed.
    respondents: [...READ, 'remind', 'resend', 'delete'],
    'survey-forms': READ,
    // The organisation's people directory: listed, edited, deleted and imported (issue "Segments").
    people: ['list', 'edit', 'delete', 'import'],
    // The first-login company profile (customer-and-respondent.md §5).
    'company-profile': ['edit'],
    // API keys and webhooks of the organisation (docs/features/integrations.md): created, listed, revoked or deleted; never edited.
    integrations: ['list', 'create', 'delete'],
    // Recurring programmes (docs/features/programmes.md): set up, changed, paused and resumed, deleted; rounds read.
    programmes: [...FULL, 'pause'],
    'programme-rounds': READ,
    // Every action of the organisation: created, edited (status moves and progress updates included), deleted.
    actions: FULL,
    // Who may read an inquiry's results beyond their own team (docs/features/managers.md): shared, listed, revoked.
    'report-shares': ['list', 'create', 'delete'],
    // Onboarding and exit surveys (docs/features/lifecycle.md): set up, changed, deleted; periods read.
    lifecycle: FULL,
    // An inquiry's open link (docs/features/open-links.md): opened, read with its QR code, revoked.
    'open-links': ['show', 'create', 'delete'],
  },
  CustomerUser: {},
};

export function canAccess(role: Role | null | undefined, params: { resource: string; action: Action }): boolean {
  if (!role) return false;
  const allowed = RULES[role]?.[params.resource];
  if (!allowed) return false;
  return params.action === '*' ? allowed.length > 0 : allowed.includes(params.action);
}
