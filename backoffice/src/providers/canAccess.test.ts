import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

describe('canAccess', () => {
  it('lets the super admin manage the whole library and customers', () => {
    for (const resource of [
      'inquiry-types',
      'pathways',
      'diagnostic-questions',
      'intake-questions',
      'findings',
      'recommendations',
      'roadmaps',
    ]) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
        expect(canAccess('SuperAdmin', { resource, action })).toBe(true);
      }
    }
    expect(canAccess('SuperAdmin', { resource: 'customers', action: 'edit' })).toBe(true);
    expect(canAccess('SuperAdmin', { resource: 'customer-users', action: 'delete' })).toBe(true);
  });

  it('has no create screen for customers and lets the operator only review custom questions', () => {
    expect(canAccess('SuperAdmin', { resource: 'customers', action: 'create' })).toBe(false);
    expect(canAccess('SuperAdmin', { resource: 'custom-questions', action: 'review' })).toBe(true);
    expect(canAccess('SuperAdmin', { resource: 'custom-questions', action: 'create' })).toBe(false);
  });

  it('gives the customer admin a read-only library and no customer management', () => {
    for (const resource of ['inquiry-types', 'pathways', 'diagnostic-questions']) {
      expect(canAccess('CustomerAdmin', { resource, action: 'list' })).toBe(true);
      expect(canAccess('CustomerAdmin', { resource, action: 'show' })).toBe(true);
      expect(canAccess('CustomerAdmin', { resource, action: 'create' })).toBe(false);
      expect(canAccess('CustomerAdmin', { resource, action: 'edit' })).toBe(false);
      expect(canAccess('CustomerAdmin', { resource, action: 'delete' })).toBe(false);
    }
    expect(canAccess('CustomerAdmin', { resource: 'intake-questions', action: 'list' })).toBe(false);
    expect(canAccess('CustomerAdmin', { resource: 'customers', action: 'list' })).toBe(false);
    expect(canAccess('CustomerAdmin', { resource: 'findings', action: 'list' })).toBe(false);
    expect(canAccess('CustomerAdmin', { resource: 'custom-questions', action: 'delete' })).toBe(true);
    expect(canAccess('CustomerAdmin', { resource: 'custom-questions', action: 'review' })).toBe(false);
  });

  it("opens respondents' answers for the operator only", () => {
    expect(canAccess('SuperAdmin', { resource: 'respondent-answers', action: 'show' })).toBe(true);
    expect(canAccess('CustomerAdmin', { resource: 'respondent-answers', action: 'show' })).toBe(false);
    expect(canAccess('CustomerAdmin', { resource: 'respondents', action: 'list' })).toBe(true);
  });

  it('has only the customer admin set up a company profile', () => {
    expect(canAccess('CustomerAdmin', { resource: 'company-profile', action: 'edit' })).toBe(true);
    expect(canAccess('SuperAdmin', { resource: 'company-profile', action: 'edit' })).toBe(false);
  });

  it("gives the customer admin the organisation's people directory, and nobody else", () => {
    for (const action of ['list', 'edit', 'delete', 'import', '*'])
      expect(canAccess('CustomerAdmin', { resource: 'people', action })).toBe(true);
    // People are imported, never created one by one or shown alone.
    expect(canAccess('CustomerAdmin', { resource: 'people', action: 'create' })).toBe(false);
    expect(canAccess('CustomerAdmin', { resource: 'people', action: 'show' })).toBe(false);
    for (const action of ['list', 'edit', 'delete', 'import', '*']) {
      expect(canAccess('SuperAdmin', { resource: 'people', action })).toBe(false);
      expect(canAccess('CustomerUser', { resource: 'people', action })).toBe(false);
    }
  });

  it("gives only the customer admin the organisation's integrations (API keys, webhooks)", () => {
    for (const action of ['list', 'create', 'delete', '*'])
      expect(canAccess('CustomerAdmin', { resource: 'integrations', action })).toBe(true);
    expect(canAccess('CustomerAdmin', { resource: 'integrations', action: 'edit' })).toBe(false);
    for (const action of ['list', 'create', 'delete', '*']) {
      expect(canAccess('SuperAdmin', { resource: 'integrations', action })).toBe(false);
      expect(canAccess('CustomerUser', { resource: 'integrations', action })).toBe(false);
    }
  });

  it('refuses customer users, anonymous users and unknown resources', () => {
    expect(canAccess('CustomerUser', { resource: 'inquiry-types', action: 'list' })).toBe(false);
    expect(canAccess(null, { resource: 'inquiry-types', action: 'list' })).toBe(false);
    expect(canAccess('SuperAdmin', { resource: 'nothing', action: 'list' })).toBe(false);
  });

  it('answers a wildcard action when anything is allowed', () => {
    expect(canAccess('CustomerAdmin', { resource: 'pathways', action: '*' })).toBe(true);
    expect(canAccess('CustomerAdmin', { resource: 'roadmaps', action: '*' })).toBe(false);
  });
});
