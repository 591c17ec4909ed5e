import { escapeHtml, portalLink, renderMail } from './layout';
import { passwordResetCodeMail } from './password-reset-code';
import { reminderMail } from './reminder';

describe('mail layout', () => {
  it('escapes the HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(null)).toBe('');
  });

  it('builds links from PUBLIC_URL whatever its trailing slashes', () => {
    expect(portalLink('https://p.example/', '/auth/login')).toBe('https://p.example/auth/login');
    expect(portalLink('https://p.example', 'auth/login')).toBe('https://p.example/auth/login');
  });

  it('renders the same content as text and as escaped HTML', () => {
    const m = renderMail({
      to: 'a@b.c',
      subject: 'S <1>',
      greeting: 'Hello <x>,',
      blocks: ['One & two', { text: '123456', strong: true }],
      action: { label: 'Go', url: 'https://p.example/?a=1&b=2' },
    });
    expect(m.text).toContain('Hello <x>,');
    expect(m.text).toContain('One & two');
    expect(m.text).toContain('Go: https://p.example/?a=1&b=2');
    expect(m.html).toContain('Hello &lt;x&gt;,');
    expect(m.html).toContain('One &amp; two');
    expect(m.html).toContain('href="https://p.example/?a=1&amp;b=2"');
    expect(m.html).toContain('<title>S &lt;1&gt;</title>');
  });
});

describe('templates', () => {
  it('password reset: the code, its lifetime and the verify link in both parts', () => {
    const m = passwordResetCodeMail({
      to: 'a@b.c',
      firstName: 'Ann',
      code: '004217',
      validMinutes: 10,
      publicUrl: 'https://p.example',
    });
    for (const part of [m.text, m.html]) {
      expect(part).toContain('004217');
      expect(part).toContain('10 minutes');
      expect(part).toContain('https://p.example/auth/verify-token');
    }
  });

  it('reminder: the survey, the expiry date and a link to the staff dashboard (or the given path)', () => {
    const base = {
      to: 'a@b.c',
      organisation: 'Org',
      inquiryTypeName: 'Scan',
      description: 'Q3',
      expiryDate: new Date('2030-01-02T10:00:00Z'),
      publicUrl: 'https://p.example',
    };
    const m = reminderMail(base);
    expect(m.text).toContain('before 2030-01-02');
    expect(m.text).toContain('https://p.example/customerUser/dashboard');
    expect(m.text).toContain('Hello,');
    expect(reminderMail({ ...base, expiryDate: null, path: '/auth/signup/x/y' }).text).toContain(
      'https://p.example/auth/signup/x/y',
    );
  });
});
