import { loadConfig } from '../config/app-config';
import { Role } from '../common/domain/roles';
import { anonymityGate } from './anonymity-gate';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('anonymity floor', () => {
  it('gates a customer admin below the floor and says how many more forms are needed', () => {
    expect(anonymityGate({ role: Role.CustomerAdmin }, 4, 5)).toEqual({
      Gated: true, MinRespondents: 5, CompletedForms: 4, Needed: 1,
      Message: "To protect respondents' anonymity these figures are shown once at least 5 forms are completed: 1 more is needed.",
    });
    expect(anonymityGate({ role: Role.CustomerAdmin }, 0, 5).Message).toContain('5 more are needed');
    expect(anonymityGate({ role: Role.CustomerAdmin }, 5, 5)).toEqual({ Gated: false, MinRespondents: 5, CompletedForms: 5, Needed: 0, Message: null });
  });

  it('never gates the super admin', () => {
    expect(anonymityGate({ role: Role.SuperAdmin }, 0, 5)).toMatchObject({ Gated: false, Needed: 0, Message: null });
  });
});

describe('insight settings', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'insights-config-')), JWT_SECRET: 'x'.repeat(40) });

  it('defaults: MIN_RESPONDENTS 5, DK_FLAG_THRESHOLD 0.30, IPA_CROSSHAIR mean, automatic reminder off', () => {
    expect(loadConfig(base())).toMatchObject({ minRespondents: 5, dkFlagThreshold: 0.3, ipaCrosshair: 'mean', reminderDaysBeforeExpiry: 0, reminderPollIntervalMs: 3_600_000 });
    expect(loadConfig({ ...base(), IPA_CROSSHAIR: 'Midpoint', MIN_RESPONDENTS: '3', DK_FLAG_THRESHOLD: '0.5', REMINDER_DAYS_BEFORE_EXPIRY: '3' })).toMatchObject({
      ipaCrosshair: 'midpoint', minRespondents: 3, dkFlagThreshold: 0.5, reminderDaysBeforeExpiry: 3,
    });
  });

  it('refuses bad values with readable lines', () => {
    expect(() => loadConfig({ ...base(), IPA_CROSSHAIR: 'median' })).toThrow('IPA_CROSSHAIR must be mean or midpoint, got "median"');
    expect(() => loadConfig({ ...base(), DK_FLAG_THRESHOLD: '30' })).toThrow('DK_FLAG_THRESHOLD must be a share from 0 to 1');
    expect(() => loadConfig({ ...base(), MIN_RESPONDENTS: '0' })).toThrow('MIN_RESPONDENTS must be a whole number from 1 to 1000');
    expect(() => loadConfig({ ...base(), REMINDER_DAYS_BEFORE_EXPIRY: '-1' })).toThrow('REMINDER_DAYS_BEFORE_EXPIRY must be a whole number from 0 to 365');
  });
});
