import { loadConfig } from '../config/app-config';
import { Role } from '../common/domain/roles';
import { anonymityGate } from './anonymity-gate';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('anonymity floor', () => {
  const collecting = {
    resultsUploadedAt: null,
    expiryDate: new Date('2099-01-01T00:00:00Z'),
    respondentCount: 8,
    completedCount: 4,
  };
  const taken = { forms: 5, takenAt: new Date('2026-11-20T10:00:00Z') };

  it("withholds a customer admin's figures before the first snapshot and says how many more forms are needed", () => {
    expect(anonymityGate({ role: Role.CustomerAdmin }, collecting, null, 5)).toEqual({
      Gated: true,
      MinRespondents: 5,
      CompletedForms: 4,
      Needed: 1,
      SnapshotTakenAt: null,
      SnapshotForms: null,
      Message:
        "To protect respondents' anonymity these figures appear only once the results are published, and only over at least 5 completed forms: 1 more is needed.",
    });
  });

  it('still withholds them at and above the floor while the inquiry collects: live figures would move by one person', () => {
    const gate = anonymityGate({ role: Role.CustomerAdmin }, { ...collecting, completedCount: 6 }, null, 5);
    expect(gate).toMatchObject({ Gated: true, Needed: 0, CompletedForms: 6 });
    expect(gate.Message).toBe(
      "To protect respondents' anonymity these figures appear only once the results are published, and only over at least 5 completed forms.",
    );
  });

  it('says so when the inquiry closed below the floor', () => {
    const gate = anonymityGate({ role: Role.CustomerAdmin }, { ...collecting, resultsUploadedAt: new Date() }, null, 5);
    expect(gate).toMatchObject({ Gated: true, Needed: 1 });
    expect(gate.Message).toBe(
      "To protect respondents' anonymity these figures are not shown: the inquiry closed with 4 completed forms, fewer than the 5 required.",
    );
  });

  it('closed by its expiry with enough forms but not published: the figures wait for the publication', () => {
    const gate = anonymityGate(
      { role: Role.CustomerAdmin },
      { ...collecting, completedCount: 6, expiryDate: new Date('2020-01-01T00:00:00Z') },
      null,
      5,
    );
    expect(gate).toMatchObject({ Gated: true, Needed: 0 });
    expect(gate.Message).toBe(
      "The inquiry has closed with 6 completed forms. To protect respondents' anonymity these figures appear only once the results are published.",
    );
  });

  it('shows the snapshot with its day and form count, whatever the live count, and says why later forms are left out', () => {
    const published = { ...collecting, resultsUploadedAt: new Date('2026-11-21T10:00:00Z') };
    expect(anonymityGate({ role: Role.CustomerAdmin }, { ...published, completedCount: 7 }, taken, 5)).toEqual({
      Gated: false,
      MinRespondents: 5,
      CompletedForms: 7,
      Needed: 0,
      SnapshotTakenAt: taken.takenAt,
      SnapshotForms: 5,
      Message:
        "These figures are a snapshot from 20 November 2026 of 5 completed forms, taken when the inquiry closed. The 2 forms completed after it are left out: to protect respondents' anonymity a snapshot is renewed only with at least 5 more, and the inquiry takes no more answers.",
    });
    expect(anonymityGate({ role: Role.CustomerAdmin }, { ...published, completedCount: 5 }, taken, 5).Message).toBe(
      'These figures are a snapshot from 20 November 2026 of 5 completed forms, taken when the inquiry closed.',
    );
  });

  it('a snapshot of an unpublished inquiry collecting again: shown once published, renewed after enough more forms', () => {
    expect(anonymityGate({ role: Role.CustomerAdmin }, { ...collecting, completedCount: 7 }, taken, 5).Message).toBe(
      "A snapshot from 20 November 2026 of 5 completed forms was taken when the inquiry closed; these figures appear only once the results are published. To protect respondents' anonymity a newer snapshot needs 3 more completed forms.",
    );
    expect(
      anonymityGate({ role: Role.CustomerAdmin }, { ...collecting, completedCount: 10 }, taken, 5).Message,
    ).toMatch(/Publishing the results takes a newer snapshot of the forms completed since\.$/);
  });

  it('never gates the super admin (live figures), who is told of the snapshot too', () => {
    expect(anonymityGate({ role: Role.SuperAdmin }, { ...collecting, completedCount: 0 }, null, 5)).toMatchObject({
      Gated: false,
      Needed: 0,
      Message: null,
    });
    expect(anonymityGate({ role: Role.SuperAdmin }, collecting, taken, 5)).toMatchObject({
      Gated: false,
      Message: null,
      SnapshotForms: 5,
    });
  });
});

describe('insight settings', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'insights-config-')), JWT_SECRET: 'x'.repeat(40) });

  it('defaults: MIN_RESPONDENTS 5, DK_FLAG_THRESHOLD 0.30, IPA_CROSSHAIR mean, automatic reminder off', () => {
    expect(loadConfig(base())).toMatchObject({
      minRespondents: 5,
      dkFlagThreshold: 0.3,
      ipaCrosshair: 'mean',
      reminderDaysBeforeExpiry: 0,
      reminderPollIntervalMs: 3_600_000,
    });
    expect(
      loadConfig({
        ...base(),
        IPA_CROSSHAIR: 'Midpoint',
        MIN_RESPONDENTS: '3',
        DK_FLAG_THRESHOLD: '0.5',
        REMINDER_DAYS_BEFORE_EXPIRY: '3',
      }),
    ).toMatchObject({
      ipaCrosshair: 'midpoint',
      minRespondents: 3,
      dkFlagThreshold: 0.5,
      reminderDaysBeforeExpiry: 3,
    });
  });

  it('refuses bad values with readable lines', () => {
    expect(() => loadConfig({ ...base(), IPA_CROSSHAIR: 'median' })).toThrow(
      'IPA_CROSSHAIR must be mean or midpoint, got "median"',
    );
    expect(() => loadConfig({ ...base(), DK_FLAG_THRESHOLD: '30' })).toThrow(
      'DK_FLAG_THRESHOLD must be a share from 0 to 1',
    );
    expect(() => loadConfig({ ...base(), MIN_RESPONDENTS: '0' })).toThrow(
      'MIN_RESPONDENTS must be a whole number from 1 to 1000',
    );
    expect(() => loadConfig({ ...base(), REMINDER_DAYS_BEFORE_EXPIRY: '-1' })).toThrow(
      'REMINDER_DAYS_BEFORE_EXPIRY must be a whole number from 0 to 365',
    );
  });
});
