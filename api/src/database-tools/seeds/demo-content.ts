import { DEFAULT_VALIDATION_REGEX, MAX_TEXTBOX_LENGTH } from '@portal/contracts';

/**
 * The demo's assessment library: inquiry types, pathways, questions, findings, recommendations, roadmaps. Its open
 * questions take Free text, as people write it.
 */
export const DEMO_PASSWORD = 'Demo#Pass2026';

const RATING = ['1', '2', '3', '4', '5'];

export interface DemoQuestion {
  title: string;
  description: string;
  area: string;
  type: 'Rating' | 'Textbox' | 'Checkbox' | 'Document';
  maxLength?: number;
  validationRegex?: string;
  ratingOptions?: string[];
  checkboxOptions?: string[];
}

const rating = (area: string, title: string, description: string): DemoQuestion => ({
  area,
  title,
  description,
  type: 'Rating',
  ratingOptions: RATING,
});

export interface DemoInquiryType {
  name: string;
  description: string;
  intake: { title: string; description: string; type: 'Textbox' | 'Checkbox'; maxLength?: number }[];
  pathways: { name: string; questions: DemoQuestion[] }[];
  findings: Record<'Culture' | 'People' | 'Process' | 'Structure', string[]>;
  recommendations: string[];
  roadmap: [string, string, string][];
}

export const DEMO_LIBRARY: DemoInquiryType[] = [
  {
    name: 'Organisational Health Check',
    description: 'A broad review of how culture, people, processes and structure support the strategy.',
    intake: [
      {
        title: 'Main objective',
        description: 'What should this inquiry help you decide?',
        type: 'Textbox',
        maxLength: 200,
      },
      {
        title: 'Recent reorganisation',
        description: 'Has the organisation been reorganised in the last two years?',
        type: 'Checkbox',
      },
      { title: 'Units in scope', description: 'Which business units take part?', type: 'Textbox', maxLength: 200 },
    ],
    pathways: [
      {
        name: 'Leadership and Culture',
        questions: [
          rating('Culture', 'Shared values', 'Our values are known and guide everyday decisions.'),
          rating('Culture', 'Openness to feedback', 'People can raise concerns without fear of consequences.'),
          rating('People', 'Leadership visibility', 'Leaders communicate direction clearly and regularly.'),
          rating('People', 'Development opportunities', 'Staff have real opportunities to grow their skills.'),
          {
            area: 'Other',
            type: 'Textbox',
            title: 'Biggest obstacle',
            description: 'What most gets in the way of doing your best work?',
            maxLength: MAX_TEXTBOX_LENGTH,
            validationRegex: DEFAULT_VALIDATION_REGEX,
          },
        ],
      },
      {
        name: 'Operations',
        questions: [
          rating('Process', 'Documented processes', 'Core processes are documented and followed.'),
          rating('Process', 'Continuous improvement', 'We regularly review and improve how we work.'),
          rating('Structure', 'Clear responsibilities', 'It is clear who is responsible for what.'),
          rating('Structure', 'Decision speed', 'Decisions are taken at the right level and in good time.'),
          {
            area: 'Other',
            type: 'Checkbox',
            title: 'Tools used daily',
            description: 'Which tools do you use every day?',
            checkboxOptions: ['Email', 'Chat', 'ERP', 'Spreadsheets'],
          },
          {
            area: 'Other',
            type: 'Rating',
            title: 'Overall satisfaction',
            description: 'How satisfied are you with working here overall?',
            ratingOptions: RATING,
          },
          {
            area: 'Other',
            type: 'Document',
            title: 'Process documents',
            description: 'Attach a process description you rely on (optional).',
          },
        ],
      },
    ],
    findings: {
      Culture: [
        'Values are widely known but applied unevenly across units.',
        'Feedback flows upward only in some teams.',
      ],
      People: ['Leadership communication is valued but irregular.', 'Development budgets are rarely used.'],
      Process: [
        'Key processes exist on paper but drift in practice.',
        'Improvement ideas are collected but seldom acted on.',
      ],
      Structure: [
        'Responsibilities overlap between sales and operations.',
        'Decisions escalate too often to the leadership team.',
      ],
    },
    recommendations: [
      'Introduce a quarterly leadership town hall with open questions.',
      'Give every team a named process owner with time to maintain documentation.',
      'Delegate purchasing decisions below a threshold to unit managers.',
      'Create individual development plans tied to the training budget.',
    ],
    roadmap: [
      [
        'Stabilise',
        'Fix the basics within three months.',
        'Name process owners\nPublish a responsibility matrix\nStart monthly leadership updates',
      ],
      [
        'Strengthen',
        'Build capability over the next two quarters.',
        'Launch development plans\nRun improvement workshops per unit',
      ],
      ['Sustain', 'Make the changes stick.', 'Repeat this inquiry in twelve months\nTie objectives to the findings'],
    ],
  },
  {
    name: 'Digital Transformation Readiness',
    description: 'How ready the organisation is to adopt digital ways of working.',
    intake: [
      {
        title: 'Digital ambition',
        description: 'Describe the digital change you are planning.',
        type: 'Textbox',
        maxLength: 200,
      },
      { title: 'Dedicated budget', description: 'Is a budget reserved for the transformation?', type: 'Checkbox' },
    ],
    pathways: [
      {
        name: 'Technology and Process',
        questions: [
          rating('Culture', 'Appetite for change', 'People are willing to try new ways of working.'),
          rating('People', 'Digital skills', 'Staff have the digital skills their work requires.'),
          rating('Process', 'Automation', 'Repetitive work is automated where it makes sense.'),
          rating('Structure', 'Data ownership', 'Every important data set has a clear owner.'),
          {
            area: 'Other',
            type: 'Textbox',
            title: 'One thing to digitise',
            description: 'Which task should be digitised first?',
            maxLength: 150,
            validationRegex: DEFAULT_VALIDATION_REGEX,
          },
        ],
      },
    ],
    findings: {
      Culture: ['Enthusiasm for change is high among newer staff.'],
      People: ['Digital skills vary widely between departments.'],
      Process: ['Manual re-keying of data is common.'],
      Structure: ['Data ownership is undefined for customer records.'],
    },
    recommendations: [
      'Appoint data owners for the five most used data sets.',
      'Run a digital skills baseline assessment.',
    ],
    roadmap: [
      ['Assess', 'Know where you stand.', 'Skills baseline\nProcess inventory'],
      ['Pilot', 'Prove value quickly.', 'Automate one end-to-end process\nMeasure time saved'],
      ['Scale', 'Roll out what worked.', 'Extend automation\nTrain every team'],
    ],
  },
  {
    name: 'Other',
    description: 'A free-form inquiry for needs the other types do not cover.',
    intake: [
      { title: 'Purpose', description: 'What is the purpose of this inquiry?', type: 'Textbox', maxLength: 200 },
    ],
    pathways: [
      { name: 'General', questions: [rating('Culture', 'General climate', 'The working climate is positive.')] },
    ],
    findings: { Culture: [], People: [], Process: [], Structure: [] },
    recommendations: [],
    roadmap: [],
  },
];

export const DEMO_CUSTOMERS = [
  {
    name: 'Northwind Traders',
    industry: 'Wholesale distribution',
    website: 'https://northwind.example',
    address: '12 Harbour Street',
    state: 'Greater London',
    city: 'London',
    country: 'United Kingdom',
    domain: 'northwind.demo.test',
    staff: [
      'Alice Morgan',
      'Ben Carter',
      'Chloe Davies',
      'Daniel Evans',
      'Emma Foster',
      'Finn Green',
      'Grace Hughes',
      'Henry Irving',
    ],
    admin: 'Nora West',
    profileComplete: true,
  },
  {
    name: 'Contoso Ltd',
    industry: 'Manufacturing',
    website: 'https://contoso.example',
    address: '1 Industrial Way',
    state: 'Bavaria',
    city: 'Munich',
    country: 'Germany',
    domain: 'contoso.demo.test',
    staff: ['Klaus Becker'],
    admin: 'Carla Schmidt',
    profileComplete: false,
  },
];
