/**
 * Who may call which API route: one rule for every route the app registers (decisions.md §3,
 * platform-administration.md §6, customer-and-respondent.md §6). test/security-access-matrix.e2e-spec.ts
 * enumerates the running app's routes and fails on a route without a rule here.
 *
 * Personas: anonymous, the super admin, the customer admin and a customer user of tenant A (Northwind),
 * the customer admin and a customer user of tenant B (Contoso). Every id in a path belongs to tenant A.
 *
 * Outcomes: 401 (no token), 403 (role refused, or "only your own" checks that answer the same for every id),
 * 404 (another tenant's record: never revealed), 'ok' (the guards let the call through: 2xx, or a
 * 400/409 from validation or state when the matrix sends a deliberately invalid body so it changes nothing).
 */
export type Persona = 'anonymous' | 'superAdmin' | 'adminA' | 'userA' | 'adminB' | 'userB';
export const PERSONAS: Persona[] = ['anonymous', 'superAdmin', 'adminA', 'userA', 'adminB', 'userB'];
export type Outcome = 'ok' | 401 | 403 | 404;

/**
 * API key personas (docs/features/integrations.md), sent as `Authorization: Bearer dpk_…`: tenant A's keys with one scope each,
 * a tenant B key with every scope (so a route that accepts keys shows 404 for another tenant's id),
 * and A's revoked and expired keys (401 everywhere a token is needed).
 */
export type KeyPersona = 'keyResultsA' | 'keyPeopleA' | 'keyRespondentsA' | 'keyAllB' | 'keyRevokedA' | 'keyExpiredA';
export const KEY_PERSONAS: KeyPersona[] = [
  'keyResultsA',
  'keyPeopleA',
  'keyRespondentsA',
  'keyAllB',
  'keyRevokedA',
  'keyExpiredA',
];
export const KEY_PERSONA_SETUP: Record<
  KeyPersona,
  { tenant: 'A' | 'B'; scopes: string[]; state: 'active' | 'revoked' | 'expired' }
> = {
  keyResultsA: { tenant: 'A', scopes: ['results:read'], state: 'active' },
  keyPeopleA: { tenant: 'A', scopes: ['people:write'], state: 'active' },
  keyRespondentsA: { tenant: 'A', scopes: ['respondents:write'], state: 'active' },
  keyAllB: { tenant: 'B', scopes: ['results:read', 'people:write', 'respondents:write'], state: 'active' },
  keyRevokedA: { tenant: 'A', scopes: ['results:read', 'people:write', 'respondents:write'], state: 'revoked' },
  keyExpiredA: { tenant: 'A', scopes: ['results:read', 'people:write', 'respondents:write'], state: 'expired' },
};

/** Ids of tenant A (and the library) that the matrix puts into paths; built by the spec's setup. */
export interface MatrixFixtures {
  customerA: number;
  customerAName: string;
  adminA: number;
  userA: number;
  userAEmail: string;
  /** The finished Northwind inquiry (results uploaded, userA completed). */
  inquiry: number;
  /** The Northwind inquiry still collecting answers (userA has a draft). */
  collecting: number;
  /** userA's completed form of the finished inquiry (a respondent row id). */
  respondent: number;
  /** A fresh Northwind inquiry without respondents (custom questions may still be added). */
  draftInquiry: number;
  type: number;
  pathway: number;
  diagnostic: number;
  intake: number;
  customQuestion: number;
  finding: number;
  recommendation: number;
  roadmap: number;
  file: number;
  /** A person of tenant A's directory (the demo's). */
  person: number;
  /** The kind of content customQuestion is, as the translation paths name it. */
  contentKind: string;
  /** Tenant A's API key (the results:read persona's) and webhook. */
  apiKey: number;
  webhook: number;
  /** A job tenant A's admin started (stored directly: only its starter reads it). */
  job: string;
  /** Tenant A's recurring programme (stored directly). */
  programme: number;
  /** Tenant A's lifecycle survey (stored directly, never due). */
  lifecycle: number;
  /** An action on the finished inquiry, owned by userA. */
  action: number;
  /** Tenant A's share of the finished inquiry's results with userA (stored directly). */
  reportShare: number;
  /** The token of the collecting inquiry's open link (the finished inquiry has one too, stored directly). */
  openLinkToken: string;
}

export type Kind =
  | 'customQuestion'
  | 'customer'
  | 'customerUser'
  | 'finding'
  | 'recommendation'
  | 'roadmap'
  | 'apiKey'
  | 'webhook'
  | 'person'
  | 'programme'
  | 'lifecycle';

export interface AccessRule {
  /** Outcome per persona, in PERSONAS order. */
  expect: Outcome[];
  /** Path parameter → fixture (default: by parameter name, see DEFAULT_PARAMS). */
  params?: Record<string, keyof MatrixFixtures>;
  /** A body the guards must refuse even though it is valid (sent by personas expected to get 401/403/404). */
  body?: (f: MatrixFixtures, me: { id: number | null }) => object;
  /** A body the allowed personas send: invalid, so the call is judged by the guards and changes nothing. */
  invalidBody?: object;
  /** For DELETE: allowed personas delete a fresh copy of this kind of record, never the fixture. */
  throwaway?: Kind;
  /** The call revokes the caller's tokens: run after every other row. */
  revokesSession?: true;
  /** Outcome per key persona, in KEY_PERSONAS order (default: see keyOutcomes). */
  keys?: Outcome[];
  /** The route answers a redirect (302) where it lets the caller through (the SSO start and callback). */
  redirects?: true;
}

const O = 'ok' as const;
// Outcome rows: anonymous, superAdmin, adminA, userA, adminB, userB.
const PUBLIC: Outcome[] = [O, O, O, O, O, O];
const SUPER: Outcome[] = [401, O, 403, 403, 403, 403];
/** Library content a customer admin may read (not tenant data). */
const LIBRARY_READ: Outcome[] = [401, O, O, 403, O, 403];
/** Tenant A's data: the super admin and A's admin; B's admin gets 404. */
const TENANT_ADMIN_READ: Outcome[] = [401, O, O, 403, 404, 403];
/** A customer admin's own write on tenant A's data (the super admin may not). */
const ADMIN_WRITE: Outcome[] = [401, 403, O, 403, 404, 403];
/** Only the user the path names (userA) may. */
const OWN_ONLY: Outcome[] = [401, 403, 403, O, 404, 404];
/** A customer admin's call on their own organisation's data (the super admin has none): each admin gets their own. */
const ADMIN_WRITE_OWN: Outcome[] = [401, 403, O, 403, O, 403];

/**
 * A route that accepts API keys with this scope (@AcceptsApiKey): A's key with the scope passes, B's key
 * gets 404 for A's record (or 'ok' on a list of its own), keys without the scope 403, dead keys 401.
 */
function byKey(scope: string, tenantB: Outcome = 404): Outcome[] {
  return KEY_PERSONAS.map((p) => {
    const { tenant, scopes, state } = KEY_PERSONA_SETUP[p];
    if (state !== 'active') return 401;
    if (!scopes.includes(scope)) return 403;
    return tenant === 'A' ? 'ok' : tenantB;
  });
}

/** Where a rule names no key outcomes: a route open without a token answers keys like anyone; elsewhere live keys 403, dead keys 401. */
export function keyOutcomes(rule: AccessRule): Outcome[] {
  if (rule.keys) return rule.keys;
  if (rule.expect[0] !== 401) return KEY_PERSONAS.map(() => rule.expect[0]);
  return KEY_PERSONAS.map((p) => (KEY_PERSONA_SETUP[p].state === 'active' ? 403 : 401));
}

export const DEFAULT_PARAMS: Record<string, keyof MatrixFixtures> = {
  inquiryId: 'inquiry',
  userId: 'userA',
  customerUserId: 'userA',
  customerId: 'customerA',
  pathwayId: 'pathway',
  typeId: 'type',
  fileId: 'file',
  name: 'customerAName',
  email: 'userAEmail',
  actionId: 'action',
};

const questionBody = {
  Area: 'Culture',
  Title: 'Team spirit',
  Type: 'Rating',
  Description: 'We help each other',
  RadioButtonOptions: ['1', '2', '3', '4', '5'],
};
const invalid = { invalidBody: {} };
const programmeBody = (type: number) => ({
  Name: 'Intruder',
  InquiryTypeId: type,
  Cadence: 'Monthly',
  DaysOpen: 7,
  StartDate: '2031-01-01',
});
const lifecycleBody = (type: number) => ({
  Name: 'Intruder',
  Trigger: 'Onboarding',
  InquiryTypeId: type,
  DaysAfter: 30,
  DaysOpen: 7,
});
const ssoBody = {
  Enabled: true,
  IssuerUrl: 'https://idp.intruder.example',
  ClientId: 'x',
  ClientSecret: 'y',
  AllowedDomains: ['northwind.demo.test'],
  RequireSso: true,
  AccountCreation: 'domain',
};
const samlBody = {
  IdpEntityId: 'https://idp.intruder.example',
  IdpSsoUrl: 'https://idp.intruder.example/sso',
  IdpCertificates: [],
};

export const ACCESS_MATRIX: Record<string, AccessRule> = {
  // Accounts
  'POST /api/auth/login': { expect: PUBLIC, ...invalid },
  'POST /api/auth/forgotpassword': { expect: PUBLIC, ...invalid },
  'POST /api/auth/verifyforgotpasswordtoken': { expect: PUBLIC, ...invalid },
  'PUT /api/auth/resetpassword/{userId}': { expect: PUBLIC, ...invalid },
  // Single sign-on (docs/features/single-sign-on.md): the login steps are public; settings are the customer admin's own, or any organisation's for the super admin.
  'GET /api/auth/sso/discover': { expect: PUBLIC },
  'GET /api/auth/sso/start': { expect: PUBLIC, redirects: true },
  'GET /api/auth/sso/callback': { expect: PUBLIC, redirects: true },
  'POST /api/auth/sso/exchange': { expect: PUBLIC, ...invalid },
  'POST /api/auth/sso/link/code': { expect: PUBLIC, ...invalid },
  'POST /api/auth/sso/link': { expect: PUBLIC, ...invalid },
  'GET /api/Sso/Settings': { expect: [401, 403, O, 403, O, 403] },
  'PUT /api/Sso/Settings': { expect: [401, 403, O, 403, O, 403], body: () => ssoBody, ...invalid },
  'POST /api/Sso/Settings/Test': { expect: [401, 403, O, 403, O, 403] },
  'GET /api/Sso/Settings/{customerId}': { expect: SUPER },
  'PUT /api/Sso/Settings/{customerId}': { expect: SUPER, body: () => ssoBody, ...invalid },
  'POST /api/Sso/Settings/{customerId}/Test': { expect: SUPER },
  // An address is not a domain: the allowed personas get 400 and nothing is proved.
  'POST /api/Sso/Settings/Domains/{domain}/Verify': {
    expect: [401, 403, O, 403, O, 403],
    params: { domain: 'userAEmail' },
  },
  'POST /api/Sso/Settings/{customerId}/Domains/{domain}/Verify': { expect: SUPER, params: { domain: 'userAEmail' } },
  'POST /api/Sso/Settings/{customerId}/Domains/{domain}/Approve': { expect: SUPER, params: { domain: 'userAEmail' } },
  // SAML: the metadata is public but named by an organisation's random key, which no fixture knows: any other value is 404 for everyone.
  'GET /api/auth/saml/metadata/{spKey}': { expect: [404, 404, 404, 404, 404, 404], params: { spKey: 'customerAName' } },
  'GET /api/auth/saml/start': { expect: PUBLIC, redirects: true },
  'POST /api/auth/saml/acs': { expect: PUBLIC, redirects: true },
  'GET /api/Sso/Saml': { expect: [401, 403, O, 403, O, 403] },
  'PUT /api/Sso/Saml': { expect: [401, 403, O, 403, O, 403], body: () => samlBody, ...invalid },
  'GET /api/Sso/Saml/{customerId}': { expect: SUPER },
  'PUT /api/Sso/Saml/{customerId}': { expect: SUPER, body: () => samlBody, ...invalid },
  // Any signed-in persona may log out; the token is dead afterwards.
  'POST /api/auth/logout': { expect: [401, O, O, O, O, O], revokesSession: true },
  // The link's secret is the authorisation: anyone may present one; a wrong one answers 403 and creates nothing.
  'POST /api/auth/invitation': { expect: PUBLIC, ...invalid },
  // Only a session opened by an invitation link sets its first password: every full session is refused.
  'POST /api/auth/invitation/password': {
    expect: [401, 403, 403, 403, 403, 403],
    body: () => ({ Password: 'Strong#Pass2026', ConfirmPassword: 'Strong#Pass2026' }),
  },
  // "Only your own password": the same 403 for every id that is not the caller's, so nothing is revealed.
  'PUT /api/auth/changepassword/{id}': {
    expect: [401, 403, 403, O, 403, 403],
    params: { id: 'userA' },
    body: () => ({ CurrentPassword: 'Demo#Pass2026', NewPassword: 'Fresh#Pass2027x' }),
    ...invalid,
  },
  'GET /api/health': { expect: PUBLIC },
  // Signed downloads: the signature is the authorisation; no signature is 403 for everyone, token or not.
  'GET /api/files/{fileId}': { expect: [403, 403, 403, 403, 403, 403] },
  // A job is read by the user who started it only: the same 404 for everyone else as for an unknown id.
  'GET /api/Jobs/{id}': { expect: [401, 404, O, 404, 404, 404], params: { id: 'job' } },
  'GET /api/AuditLog': { expect: SUPER },
  'GET /api/AuditLog/Export': { expect: SUPER },

  // Sign-up and profile
  'GET /api/Customer/CustomerByName/{name}': { expect: PUBLIC },
  'POST /api/Customer/CustomerAdminsignup': { expect: PUBLIC, ...invalid },
  // The mailed secret is the authorisation: anyone may present one; an unknown one answers 400 and creates nothing.
  'POST /api/Customer/ConfirmSignup': { expect: PUBLIC, ...invalid },
  'PUT /api/Customer/{customerId}/User/{userId}/CustomerProfileComplete': {
    expect: ADMIN_WRITE,
    params: { customerId: 'customerA', userId: 'adminA' },
    body: () => ({
      YearsInBusiness: '12',
      duration: 'years',
      ProfitOrNOn: 'Profit',
      OwnerShipStructure: 'Private',
      AnnualRevenue: '2500000',
      AverageFTE: 42.5,
      NumberOfLocations: 3,
      HeadquarterAddress: '1 Main Road',
    }),
    ...invalid,
  },
  // The caller's own address check: any customer persona (the demo's are verified already, so SendCode answers 409).
  'GET /api/Customer/EmailVerification/Status': { expect: [401, 403, O, O, O, O] },
  'POST /api/Customer/EmailVerification/SendCode': { expect: [401, 403, O, O, O, O] },
  'POST /api/Customer/EmailVerification/Verify': { expect: [401, 403, O, O, O, O], ...invalid },
  'GET /api/CustomerUser/Profile/{userId}': { expect: OWN_ONLY },
  'PUT /api/CustomerUser/Profile/{userId}': {
    expect: OWN_ONLY,
    body: () => ({ FirstName: 'Mallory', LastName: 'Mallet' }),
    ...invalid,
  },

  // Customers and their users: super admin only
  'GET /api/Customer': { expect: SUPER },
  'GET /api/Customer/{id}': { expect: SUPER, params: { id: 'customerA' } },
  'PUT /api/Customer/{id}': {
    expect: SUPER,
    params: { id: 'customerA' },
    body: () => ({ Website: 'https://evil.example', Active: false }),
    invalidBody: { Active: 'nope' },
  },
  'DELETE /api/Customer/{id}': { expect: SUPER, params: { id: 'customerA' }, throwaway: 'customer' },
  'GET /api/CustomerUser/GetAll/{customerId}': { expect: SUPER },
  'GET /api/CustomerUser/{id}': { expect: SUPER, params: { id: 'userA' } },
  'PUT /api/CustomerUser/{id}': {
    expect: SUPER,
    params: { id: 'userA' },
    body: () => ({ FirstName: 'X', LastName: 'Y', Active: false }),
    ...invalid,
  },
  'DELETE /api/CustomerUser/{id}': { expect: SUPER, params: { id: 'userA' }, throwaway: 'customerUser' },

  // Library: inquiry types, pathways, intake and diagnostic questions
  'GET /api/InquiryType': { expect: LIBRARY_READ },
  'GET /api/InquiryType/{id}': { expect: LIBRARY_READ, params: { id: 'type' } },
  'POST /api/InquiryType/CreateInquiryType': {
    expect: SUPER,
    body: () => ({ InqType: 'Intruder type', Description: 'x', IsActive: true }),
    ...invalid,
  },
  'PUT /api/InquiryType/{id}': {
    expect: SUPER,
    params: { id: 'type' },
    body: () => ({ InqType: 'Renamed', Description: 'x', IsActive: false }),
    ...invalid,
  },
  'DELETE /api/InquiryType/{id}': { expect: SUPER, params: { id: 'type' } }, // in use: 409 for the super admin
  'GET /api/Pathway/{inquiryId}/AllPathways': { expect: LIBRARY_READ, params: { inquiryId: 'type' } },
  'GET /api/Pathway/{id}': { expect: LIBRARY_READ, params: { id: 'pathway' } },
  'POST /api/Pathway/{inquiryId}/CreatePathway': {
    expect: SUPER,
    params: { inquiryId: 'type' },
    body: (f) => ({ InquiryTypeId: f.type, Name: 'Intruder' }),
    ...invalid,
  },
  'PUT /api/Pathway/{inquiryId}/Update/{pathwayId}': {
    expect: SUPER,
    params: { inquiryId: 'type' },
    body: (f) => ({ InquiryTypeId: f.type, Name: 'Renamed' }),
    ...invalid,
  },
  'DELETE /api/Pathway/{id}': { expect: SUPER, params: { id: 'pathway' } }, // answered: 409
  'GET /api/IntakeQuestion/{inquiryId}/AllIntakeQuestions': { expect: LIBRARY_READ, params: { inquiryId: 'type' } },
  'GET /api/IntakeQuestion/{id}': { expect: LIBRARY_READ, params: { id: 'intake' } },
  'POST /api/IntakeQuestion/{inquiryId}/CreateIntakeQuestion': {
    expect: SUPER,
    params: { inquiryId: 'type' },
    ...invalid,
  },
  'PUT /api/IntakeQuestion/{inquiryId}/Update/{id}': {
    expect: SUPER,
    params: { inquiryId: 'type', id: 'intake' },
    ...invalid,
  },
  'DELETE /api/IntakeQuestion/{id}': { expect: SUPER, params: { id: 'intake' } }, // answered: 409
  'GET /api/DiagnosticQuestion/{pathwayId}/AllDiagnosticQuestions': { expect: LIBRARY_READ },
  'GET /api/DiagnosticQuestion/{id}': { expect: LIBRARY_READ, params: { id: 'diagnostic' } },
  'POST /api/DiagnosticQuestion/{pathwayId}/CreateDiagnosticQuestion': {
    expect: SUPER,
    body: () => questionBody,
    ...invalid,
  },
  'PUT /api/DiagnosticQuestion/{pathwayId}/Update/{id}': {
    expect: SUPER,
    params: { id: 'diagnostic' },
    body: () => questionBody,
    ...invalid,
  },
  'DELETE /api/DiagnosticQuestion/{id}': { expect: SUPER, params: { id: 'diagnostic' } }, // answered: 409

  // Library: findings, recommendations, roadmaps
  'GET /api/Findings/AllFindings': { expect: SUPER },
  'GET /api/Findings/{id}': { expect: SUPER, params: { id: 'finding' } },
  'POST /api/Findings/AddFindings': { expect: SUPER, ...invalid },
  'PUT /api/Findings/{id}': { expect: SUPER, params: { id: 'finding' }, ...invalid },
  'DELETE /api/Findings/{id}': { expect: SUPER, params: { id: 'finding' }, throwaway: 'finding' },
  'GET /api/Recommendations/AllRecommendations': { expect: SUPER },
  'GET /api/Recommendations/{id}': { expect: SUPER, params: { id: 'recommendation' } },
  'POST /api/Recommendations/AddRecommendations': { expect: SUPER, ...invalid },
  'PUT /api/Recommendations/{id}': { expect: SUPER, params: { id: 'recommendation' }, ...invalid },
  'DELETE /api/Recommendations/{id}': { expect: SUPER, params: { id: 'recommendation' }, throwaway: 'recommendation' },
  'GET /api/Roadmap/AllRoadmaps': { expect: SUPER },
  'GET /api/Roadmap/{id}': { expect: SUPER, params: { id: 'roadmap' } },
  'POST /api/Roadmap/AddRoadmap': { expect: SUPER, ...invalid },
  'PUT /api/Roadmap/{id}': { expect: SUPER, params: { id: 'roadmap' }, ...invalid },
  'DELETE /api/Roadmap/{id}': { expect: SUPER, params: { id: 'roadmap' }, throwaway: 'roadmap' },

  // Inquiries
  'POST /api/Inquiry/CreateInquiry': {
    expect: [401, 403, O, 403, O, 403],
    body: (f) => ({ InquiryTypeId: f.type, Description: 'Intruder' }),
    ...invalid,
  },
  'POST /api/Inquiry/RecreateInquiry/{inquiryId}': {
    expect: ADMIN_WRITE,
    body: () => ({ Description: 'Intruder copy' }),
    ...invalid,
  },
  'GET /api/Inquiry': { expect: [401, O, O, 403, O, 403], keys: byKey('results:read', O) },
  'GET /api/Inquiry/Admin': { expect: SUPER },
  'GET /api/Inquiry/{id}': { expect: TENANT_ADMIN_READ, params: { id: 'inquiry' }, keys: byKey('results:read') },
  'GET /api/Inquiry/GetIntakeAnswers/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'POST /api/Inquiry/AddIntakeAnswer/{inquiryId}': {
    expect: ADMIN_WRITE,
    params: { inquiryId: 'draftInquiry' },
    body: (f) => ({ IntakeAnswersDtos: [{ IntakeId: f.intake, Answer: 'Intruder' }] }),
    ...invalid,
  },
  'PUT /api/Inquiry/AddParticipants/{inquiryId}': {
    expect: ADMIN_WRITE,
    keys: byKey('respondents:write'),
    params: { inquiryId: 'collecting' },
    body: () => ({
      Participants: ['intruder@contoso.demo.test'],
      NoOfParticipants: 1,
      ExpiryDate: new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10),
    }),
    ...invalid,
  },
  'GET /api/Inquiry/GetRespondents/{inquiryId}': { expect: TENANT_ADMIN_READ },
  // "Only your own forms": the same 403 for every email that is not the caller's.
  'GET /api/Inquiry/Staff/{email}': { expect: [401, 403, 403, O, 403, 403] },
  // A respondent's documents: the super admin and the respondent (customer admins only list respondents).
  'GET /api/Inquiry/UserDocuments/{inquiryId}/{userId}': { expect: [401, O, 403, O, 404, 404] },
  'POST /api/Inquiry/UploadHelpDocument/{inquiryId}': { expect: SUPER },

  // Custom questions
  'GET /api/CustomQuestion/AllCustomQuestions': { expect: SUPER },
  'GET /api/CustomQuestion/AllCustomQuestionsByUserId/UserId/{userId}': {
    expect: TENANT_ADMIN_READ,
    params: { userId: 'adminA' },
  },
  'POST /api/CustomQuestion/CreateCustomQuestion/InquiryId/{id}': {
    expect: ADMIN_WRITE,
    params: { id: 'draftInquiry' },
    body: () => questionBody,
    ...invalid,
  },
  'PUT /api/CustomQuestion/ChangeStatusCustomQuestion/{id}': {
    expect: SUPER,
    params: { id: 'customQuestion' },
    body: () => ({ Status: 'Approved' }),
    ...invalid,
  },
  'GET /api/CustomQuestion/{id}': { expect: TENANT_ADMIN_READ, params: { id: 'customQuestion' } },
  'PUT /api/CustomQuestion/{id}': {
    expect: TENANT_ADMIN_READ,
    params: { id: 'customQuestion' },
    body: () => questionBody,
    invalidBody: { Type: 'Nonsense' },
  },
  'DELETE /api/CustomQuestion/{id}': {
    expect: TENANT_ADMIN_READ,
    params: { id: 'customQuestion' },
    throwaway: 'customQuestion',
  },

  // Survey forms: only the respondent fills in their own form; the super admin views it.
  'GET /api/SurveyAnswer/{typeId}/{inquiryId}/SurveyFormQuestions': { expect: [401, 403, 404, O, 404, 404] },
  // The form as respondents will see it, without answers: for the organisation's admin and the super admin.
  'GET /api/SurveyAnswer/{inquiryId}/FormPreview': { expect: TENANT_ADMIN_READ },
  'POST /api/SurveyAnswer/AddSurveyAnswers': {
    expect: [401, 403, O, O, 404, 404],
    body: (f, me) => ({
      'SurveyAnswerDtos[0].InquiryId': f.collecting,
      'SurveyAnswerDtos[0].CustomerUserId': me.id,
      'SurveyAnswerDtos[0].DiagnosticId': f.diagnostic,
      'SurveyAnswerDtos[0].Answer': '3',
      Status: 'saveasdraft',
    }),
    ...invalid,
  },
  'POST /api/SurveyAnswer/DocumentValidate': {
    expect: [401, 403, O, O, 404, 404],
    body: (f) => ({ DocumentName: 'org.pdf', InquiryId: f.collecting, DiagnosticId: f.diagnostic }),
    ...invalid,
  },
  'GET /api/SurveyAnswer/{inquiryId}/ViewSurveyAnswers/{customerUserId}': { expect: [401, O, 403, O, 404, 404] },
  'GET /api/SurveyAnswer/{inquiryId}/ViewOpenEndedSurveyAnswers/{customerUserId}': {
    expect: [401, O, 403, O, 404, 404],
  },

  // Results and reports
  'POST /api/UploadResultDocument/DocumentValidate': { expect: SUPER },
  'POST /api/UploadResultDocument/UploadDocumentResults/{inquiryId}': { expect: SUPER },
  'GET /api/UploadResultDocument/ResultTemplate/{inquiryId}': { expect: SUPER },
  'GET /api/UploadResultDocument/FindingsResult/{inquiryId}': {
    expect: TENANT_ADMIN_READ,
    keys: byKey('results:read'),
  },
  'GET /api/UploadResultDocument/AdvanceInsightsResult/{inquiryId}': {
    expect: TENANT_ADMIN_READ,
    keys: byKey('results:read'),
  },
  'GET /api/UploadResultDocument/InputResult/{inquiryId}': { expect: TENANT_ADMIN_READ, keys: byKey('results:read') },
  'GET /api/UploadResultDocument/InputResultForPortalAdmin/{inquiryId}': { expect: SUPER },
  'GET /api/UploadResultDocument/RecommendationResult/{inquiryId}': {
    expect: TENANT_ADMIN_READ,
    keys: byKey('results:read'),
  },
  'GET /api/UploadResultDocument/RoadmapResult/{inquiryId}': { expect: TENANT_ADMIN_READ, keys: byKey('results:read') },
  'GET /api/UploadResultDocument/AreaColorResult/{id}': {
    expect: TENANT_ADMIN_READ,
    params: { id: 'inquiry' },
    keys: byKey('results:read'),
  },
  'GET /api/UploadResultDocument/InquiryDocuments/{inquiryId}': { expect: TENANT_ADMIN_READ },
  // The results studio: the operator only; invalid bodies so the allowed call changes nothing.
  'GET /api/Results/{inquiryId}/Draft': { expect: SUPER },
  'PUT /api/Results/{inquiryId}/Draft': { expect: SUPER, body: () => ({ Version: 0 }), ...invalid },
  'POST /api/Results/{inquiryId}/Publish': { expect: SUPER, body: () => ({}), invalidBody: { NotifyCustomer: 'x' } },
  'POST /api/Results/{inquiryId}/Unpublish': { expect: SUPER, body: () => ({ Reason: 'Matrix' }), ...invalid },
  'GET /api/Results/{inquiryId}/Preview': { expect: SUPER },
  'GET /api/Results/{inquiryId}/Suggestions': { expect: SUPER },
  'GET /api/Results/{inquiryId}/Draft/Workbook': { expect: SUPER },
  'POST /api/Results/{inquiryId}/Draft/Workbook': { expect: SUPER },
  'GET /api/Insights/ImportancePerformance/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Insights/Anonymity/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Insights/Enps/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Insights/Heatmap/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Insights/Segments/{inquiryId}': { expect: TENANT_ADMIN_READ },
  // The People directory: the customer admin's own organisation only (B's admin reads B's; A's person is a 404 to B).
  'POST /api/People/Import': { expect: ADMIN_WRITE_OWN, keys: byKey('people:write', 'ok') },
  'GET /api/People': { expect: ADMIN_WRITE_OWN },
  'GET /api/People/Attributes': { expect: ADMIN_WRITE_OWN },
  'GET /api/People/Hierarchy': { expect: ADMIN_WRITE_OWN },
  'PUT /api/People/{id}': {
    expect: ADMIN_WRITE,
    keys: byKey('people:write'),
    params: { id: 'person' },
    body: () => ({ FirstName: 'Matrix' }),
    invalidBody: { FirstName: 5 },
  },
  'DELETE /api/People/{id}': {
    expect: ADMIN_WRITE,
    keys: byKey('people:write'),
    params: { id: 'person' },
    throwaway: 'person',
  },
  // Comments (docs/features/comments.md): as the other insights; the matrix inquiry is the demo's finished one, whose comments are released
  // (an unreleased list refused to a customer admin: comments.e2e-spec.ts).
  'GET /api/Insights/CommentThemes/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Insights/Comments/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'PUT /api/Insights/CommentsRelease/{inquiryId}': { expect: SUPER, body: () => ({ Released: false }), ...invalid },
  // Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): the reads as the other insights; the pool and exclusions are the super admin's.
  'GET /api/Insights/Trend/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Insights/Benchmark/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Benchmarks/Pool': { expect: SUPER },
  'GET /api/Benchmarks/Pool/{customerId}': { expect: SUPER },
  'PUT /api/Benchmarks/Pool/{customerId}': { expect: SUPER, body: () => ({ Excluded: true }), ...invalid },
  // Published inquiry: the allowed callers get 409, so no reminder is mailed by the matrix.
  'POST /api/Inquiry/SendReminders/{inquiryId}': {
    expect: [401, O, O, 403, 404, 403],
    keys: byKey('respondents:write'),
  },
  // One respondent of the published inquiry (userA's completed form): the allowed callers get 409, nothing is mailed or removed.
  'POST /api/Inquiry/{inquiryId}/Respondents/{respondentId}/Remind': {
    expect: [401, O, O, 403, 404, 403],
    params: { inquiryId: 'inquiry', respondentId: 'respondent' },
  },
  'POST /api/Inquiry/{inquiryId}/Respondents/{respondentId}/ResendInvitation': {
    expect: [401, O, O, 403, 404, 403],
    params: { inquiryId: 'inquiry', respondentId: 'respondent' },
  },
  'DELETE /api/Inquiry/{inquiryId}/Respondents/{respondentId}': {
    expect: ADMIN_WRITE,
    params: { inquiryId: 'inquiry', respondentId: 'respondent' },
  },
  'GET /api/PDFReport/ExportData/{inquiryId}': { expect: SUPER },
  'GET /api/PDFReport/ExportAnswers/{inquiryId}': { expect: SUPER },
  // The customer's own downloads of their published results (the operator has ExportData).
  'GET /api/CustomerReport/Pdf/{inquiryId}': { expect: [401, 403, O, 403, 404, 403], keys: byKey('results:read') },
  'GET /api/CustomerReport/Figures/{inquiryId}': { expect: [401, 403, O, 403, 404, 403], keys: byKey('results:read') },

  // Integrations (docs/features/integrations.md): a customer admin's API keys and webhooks; no API key manages them.
  'POST /api/ApiKeys': {
    expect: [401, 403, O, 403, O, 403],
    body: () => ({ Name: 'Intruder', Scopes: ['results:read'] }),
    ...invalid,
  },
  'GET /api/ApiKeys': { expect: [401, 403, O, 403, O, 403] },
  'DELETE /api/ApiKeys/{id}': { expect: ADMIN_WRITE, params: { id: 'apiKey' }, throwaway: 'apiKey' },
  'POST /api/Webhooks': {
    expect: [401, 403, O, 403, O, 403],
    body: () => ({ Url: 'https://hooks.example.com/in', Events: ['form.completed'] }),
    ...invalid,
  },
  'GET /api/Webhooks': { expect: [401, 403, O, 403, O, 403] },
  'DELETE /api/Webhooks/{id}': { expect: ADMIN_WRITE, params: { id: 'webhook' }, throwaway: 'webhook' },
  'GET /api/Webhooks/{id}/Deliveries': { expect: ADMIN_WRITE, params: { id: 'webhook' } },
  'POST /api/Webhooks/{id}/Test': { expect: ADMIN_WRITE, params: { id: 'webhook' } },

  // Content translations: the operator's library; a customer admin only their own custom questions.
  'GET /api/Translations/Coverage': { expect: SUPER },
  'GET /api/Translations/Export': { expect: SUPER },
  'POST /api/Translations/Import': { expect: SUPER },
  'GET /api/Translations/{kind}/{id}': {
    expect: TENANT_ADMIN_READ,
    params: { kind: 'contentKind', id: 'customQuestion' },
  },
  'PUT /api/Translations/{kind}/{id}': {
    expect: TENANT_ADMIN_READ,
    params: { kind: 'contentKind', id: 'customQuestion' },
    body: () => ({ Fields: [{ Field: 'title', Translations: { fr: 'Esprit d’équipe' } }] }),
    invalidBody: { Fields: 'none' },
  },

  // Actions (docs/features/actions.md): the customer admin manages them, the owner (userA) reads and updates their own, the operator reads.
  'GET /api/Inquiry/{inquiryId}/Actions': { expect: [401, O, O, O, 404, 404] },
  'POST /api/Inquiry/{inquiryId}/Actions': { expect: ADMIN_WRITE, body: () => ({ Title: 'Intruder' }), ...invalid },
  'GET /api/Actions/{actionId}': { expect: [401, O, O, O, 404, 404] },
  'PUT /api/Actions/{actionId}': {
    expect: [401, 403, O, O, 404, 404],
    body: () => ({ Status: 'Dropped' }),
    invalidBody: { Status: 'Nope' },
  },
  // The fixture itself: deletes run after every other row, and only adminA's call succeeds.
  'DELETE /api/Actions/{actionId}': { expect: ADMIN_WRITE },
  'POST /api/Actions/{actionId}/Updates': {
    expect: [401, 403, O, O, 404, 404],
    body: () => ({ Note: 'Intruder' }),
    ...invalid,
  },
  'PUT /api/Actions/{actionId}/Shared': { expect: ADMIN_WRITE, body: () => ({ Shared: true }), ...invalid },
  'GET /api/Insights/ActionEffects/{inquiryId}': { expect: TENANT_ADMIN_READ },
  'GET /api/Inquiry/{inquiryId}/ActionOwners': { expect: TENANT_ADMIN_READ },
  // Each person's own actions: tenant B's people get their own (none), the operator owns none.
  'GET /api/Actions/Mine': { expect: [401, 403, O, O, O, O] },
  // Manager views and shares (docs/features/managers.md): a customer user reads a team of their own or what an admin
  // shared with them — userA holds the fixture's organisation share (revoked by the DELETE row, which runs last); the
  // shares themselves are the customer admin's.
  'GET /api/Insights/Team/{inquiryId}': { expect: [401, 403, O, O, 404, 404] },
  'GET /api/Inquiry/{inquiryId}/ReportShares': { expect: TENANT_ADMIN_READ },
  'POST /api/Inquiry/{inquiryId}/ReportShares': {
    expect: ADMIN_WRITE,
    body: (f) => ({ Email: f.userAEmail, Scope: 'Organisation' }),
    ...invalid,
  },
  'DELETE /api/Inquiry/{inquiryId}/ReportShares/{shareId}': { expect: ADMIN_WRITE, params: { shareId: 'reportShare' } },
  // Each person's own shares: tenant B's people get their own (none); the operator has no organisation.
  'GET /api/ReportShares/Mine': { expect: [401, 403, O, O, O, O] },
  // Respondents of the series only: userA holds a form of the inquiry; adminA holds none.
  'GET /api/Inquiry/{inquiryId}/SharedActions': { expect: [401, 403, 403, O, 404, 404] },

  // Recurring programmes (docs/features/programmes.md): the customer admin's own; the operator reads.
  'GET /api/Programmes': { expect: [401, O, O, 403, O, 403] },
  'POST /api/Programmes': { expect: [401, 403, O, 403, O, 403], body: () => programmeBody(0), ...invalid },
  'GET /api/Programmes/{id}': { expect: TENANT_ADMIN_READ, params: { id: 'programme' } },
  'PUT /api/Programmes/{id}': {
    expect: ADMIN_WRITE,
    params: { id: 'programme' },
    body: (f) => programmeBody(f.type),
    ...invalid,
  },
  'DELETE /api/Programmes/{id}': { expect: ADMIN_WRITE, params: { id: 'programme' }, throwaway: 'programme' },
  'POST /api/Programmes/{id}/Pause': { expect: ADMIN_WRITE, params: { id: 'programme' } },
  'POST /api/Programmes/{id}/Resume': { expect: ADMIN_WRITE, params: { id: 'programme' } },
  'GET /api/Programmes/{id}/Rounds': { expect: TENANT_ADMIN_READ, params: { id: 'programme' } },

  // Lifecycle surveys (docs/features/lifecycle.md): the customer admin's own; the operator reads.
  'GET /api/Lifecycle': { expect: [401, O, O, 403, O, 403] },
  'POST /api/Lifecycle': { expect: [401, 403, O, 403, O, 403], body: () => lifecycleBody(0), ...invalid },
  'GET /api/Lifecycle/{id}': { expect: TENANT_ADMIN_READ, params: { id: 'lifecycle' } },
  'PUT /api/Lifecycle/{id}': {
    expect: ADMIN_WRITE,
    params: { id: 'lifecycle' },
    body: (f) => lifecycleBody(f.type),
    ...invalid,
  },
  'DELETE /api/Lifecycle/{id}': { expect: ADMIN_WRITE, params: { id: 'lifecycle' }, throwaway: 'lifecycle' },
  'GET /api/Lifecycle/{id}/Periods': { expect: TENANT_ADMIN_READ, params: { id: 'lifecycle' } },

  // Open links (docs/features/open-links.md): the customer admin opens and revokes; the operator reads. The
  // answering path is public (the token is the credential); a form needs the browser's key, which no persona holds.
  'POST /api/Inquiry/{inquiryId}/OpenLink': {
    expect: ADMIN_WRITE,
    body: () => ({}),
    invalidBody: { GroupQuestions: 'Department' },
  },
  'GET /api/Inquiry/{inquiryId}/OpenLink': { expect: TENANT_ADMIN_READ },
  'GET /api/Inquiry/{inquiryId}/OpenLink/Qr': { expect: TENANT_ADMIN_READ },
  'DELETE /api/Inquiry/{inquiryId}/OpenLink': { expect: ADMIN_WRITE },
  'GET /api/OpenLink/{token}': { expect: PUBLIC, params: { token: 'openLinkToken' } },
  'POST /api/OpenLink/{token}/Start': {
    expect: PUBLIC,
    params: { token: 'openLinkToken' },
    invalidBody: { Groups: 'Department' },
  },
  'GET /api/OpenLink/{token}/Form': { expect: [403, 403, 403, 403, 403, 403], params: { token: 'openLinkToken' } },
  'POST /api/OpenLink/{token}/Answers': {
    expect: [403, 403, 403, 403, 403, 403],
    params: { token: 'openLinkToken' },
    body: () => ({ Status: 'completed', SurveyAnswerDtos: [] }),
  },
};

/**
 * SCIM under /scim/v2 (docs/features/scim.md), outside the /api matrix because it answers in SCIM's own error shape:
 * every route takes an API key with the scim scope and nothing else — no token 401, any session (any role) 403, a key
 * without the scope 403, a revoked or expired key 401 — and a key works within its own organisation only (another
 * organisation's resource is a 404). scim.e2e-spec.ts checks every registered SCIM route against this list.
 */
export const SCIM_ROUTES = [
  'GET /scim/v2/ServiceProviderConfig',
  'GET /scim/v2/ResourceTypes',
  'GET /scim/v2/ResourceTypes/{id}',
  'GET /scim/v2/Schemas',
  'GET /scim/v2/Schemas/{id}',
  'GET /scim/v2/Users',
  'POST /scim/v2/Users',
  'GET /scim/v2/Users/{id}',
  'PUT /scim/v2/Users/{id}',
  'PATCH /scim/v2/Users/{id}',
  'DELETE /scim/v2/Users/{id}',
  'GET /scim/v2/Groups',
  'POST /scim/v2/Groups',
  'GET /scim/v2/Groups/{id}',
  'PUT /scim/v2/Groups/{id}',
  'PATCH /scim/v2/Groups/{id}',
  'DELETE /scim/v2/Groups/{id}',
];
