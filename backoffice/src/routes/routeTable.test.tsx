import { Children, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { superAdminPages } from './superAdminPages';
import { customerAdminPages } from './customerAdminPages';

type Pages = { resources: ReactElement<ResourceProps>[]; customRoutes: ReactElement<{ path: string }>[] };
type RouteElement = ReactElement<{ path: string }>;

/** The routes react-admin's <Resource> renders (ra-core Resource.tsx), each tagged with its full path. */
function routeTable(pages: Pages): RouteObject[] {
  const resources = pages.resources.map(({ props: { name, list, create, children } }) => {
    const routes: RouteObject[] = [];
    if (create) routes.push({ path: 'create/*', id: `/${name}/create` });
    // react-admin's list route is '/*' inside the resource's own <Routes>, i.e. everything below it.
    if (list) routes.push({ path: '*', id: `/${name}` });
    Children.forEach(children as ReactNode, (child) => {
      const { path } = (child as RouteElement).props;
      routes.push({ path, id: `/${name}/${path}` });
    });
    return { path: `/${name}/*`, children: routes };
  });
  return [...resources, ...pages.customRoutes.map(({ props: { path } }) => ({ path, id: path }))];
}

const paths = (pages: Pages) =>
  routeTable(pages)
    .flatMap((route) => route.children ?? [route])
    .map((route) => route.id)
    .sort();

const opens = (pages: Pages, url: string) => matchRoutes(routeTable(pages), url)?.at(-1)?.route.id;

const LIBRARY_READ = [
  '/inquiry-type-management',
  '/inquiry-type-management/view/:id',
  '/inquiry-type-management/:inquiryTypeId/pathways',
  '/inquiry-type-management/:inquiryTypeId/pathways/view/:id',
  '/inquiry-type-management/:inquiryTypeId/pathways/:pathwayId/diagnostic-questions',
  '/inquiry-type-management/:inquiryTypeId/pathways/:pathwayId/diagnostic-questions/view/:id',
];

const crud = (base: string) => [base, `${base}/create`, `${base}/view/:id`, `${base}/edit/:id`];

describe('the backoffice route table (the specification routes, relative to the role group)', () => {
  it('gives the super admin every screen at its route', () => {
    expect(paths(superAdminPages)).toEqual(
      [
        '/dashboard',
        '/manage-customers-profile',
        '/manage-customers-profile/view/:id',
        '/manage-customers-profile/edit/:id',
        '/manage-customers-profile/customers-users/:customerId',
        '/manage-customers-profile/customers-users/:customerId/view/:id',
        '/manage-customers-profile/customers-users/:customerId/edit/:id',
        ...LIBRARY_READ,
        '/inquiry-type-management/create',
        '/inquiry-type-management/edit/:id',
        '/inquiry-type-management/:inquiryTypeId/pathways/create',
        '/inquiry-type-management/:inquiryTypeId/pathways/edit/:id',
        '/inquiry-type-management/:inquiryTypeId/pathways/:pathwayId/diagnostic-questions/create',
        '/inquiry-type-management/:inquiryTypeId/pathways/:pathwayId/diagnostic-questions/edit/:id',
        ...crud('/inquiry-type-management/:inquiryTypeId/intake-questions'),
        '/custom-metrics',
        '/custom-metrics/inquiry/:inquiryId/view/:id',
        '/custom-metrics/inquiry/:inquiryId/edit/:id',
        ...crud('/findings'),
        ...crud('/manage-recommendations'),
        ...crud('/manage-roadmap'),
        '/monitor-activity',
        '/monitor-activity/inputs/:inquiryId',
        '/monitor-activity/comments/:inquiryId',
        '/monitor-activity/view-intake-response/:inquiryId',
        '/monitor-activity/view-respondents/:inquiryId',
        '/monitor-activity/view-respondents/:inquiryId/view-open-ended/:userId',
        '/monitor-activity/view-respondents/:inquiryId/uploaded-answers/:userId',
        '/monitor-activity/preview/:inquiryId',
        '/monitor-activity/results-studio/:inquiryId',
        '/monitor-activity/actions/:inquiryId',
        '/monitor-activity/actions/:inquiryId/board',
        '/monitor-activity/actions/:inquiryId/view/:actionId',
        '/monitor-activity/open-link/:inquiryId',
        '/monitor-activity/open-link/:inquiryId/poster',
        '/lifecycle',
        '/lifecycle/view/:id',
        '/translations',
        '/translations/:kind/:id',
        '/audit-log',
        '/benchmark-pool',
      ].sort(),
    );
  });

  it('gives the customer admin every screen at its route', () => {
    expect(paths(customerAdminPages)).toEqual(
      [
        '/dashboard',
        '/inquiry-logs',
        '/inquiry-logs/create',
        '/inquiry-logs/recreate/inquiry/:inquiryId',
        '/inquiry-logs/inquiry-types/:inquiryTypeId/inquiry/:inquiryId',
        '/inquiry-logs/progress-meter/:inquiryId',
        '/inquiry-logs/manage-respondents/:inquiryId',
        '/inquiry-logs/view-respondents/:inquiryId',
        '/inquiry-logs/preview/:inquiryId',
        '/inquiry-logs/custom-metrics/inquiry/:inquiryParamId/create',
        '/inquiry-logs/actions/:inquiryId',
        '/inquiry-logs/actions/:inquiryId/board',
        '/inquiry-logs/actions/:inquiryId/create',
        '/inquiry-logs/actions/:inquiryId/view/:actionId',
        '/inquiry-logs/actions/:inquiryId/edit/:actionId',
        '/inquiry-logs/report-shares/:inquiryId',
        '/inquiry-logs/open-link/:inquiryId',
        '/inquiry-logs/open-link/:inquiryId/poster',
        '/custom-metrics',
        '/custom-metrics/inquiry/:inquiryId/view/:id',
        '/custom-metrics/inquiry/:inquiryId/edit/:id',
        '/survey-forms',
        '/people',
        '/people/import',
        '/people/hierarchy',
        '/programmes',
        '/programmes/create',
        '/programmes/edit/:id',
        '/programmes/view/:id',
        '/lifecycle',
        '/lifecycle/create',
        '/lifecycle/edit/:id',
        '/lifecycle/view/:id',
        '/integrations',
        ...LIBRARY_READ,
      ].sort(),
    );
  });

  it.each([
    ['/inquiry-type-management/create', '/inquiry-type-management/create'],
    ['/inquiry-type-management/7/pathways/create', '/inquiry-type-management/:inquiryTypeId/pathways/create'],
    ['/inquiry-type-management/view/7', '/inquiry-type-management/view/:id'],
    ['/findings/edit/3', '/findings/edit/:id'],
    ['/findings', '/findings'],
    ['/translations/findings/3', '/translations/:kind/:id'],
    [
      '/monitor-activity/view-respondents/4/uploaded-answers/9',
      '/monitor-activity/view-respondents/:inquiryId/uploaded-answers/:userId',
    ],
  ])('opens %s as the screen of %s for the super admin', (url, screen) => {
    expect(opens(superAdminPages, url)).toBe(screen);
  });

  it("opens an inquiry's actions below each role's inquiries list, create and edit for the customer admin only", () => {
    expect(opens(customerAdminPages, '/inquiry-logs/actions/5/create')).toBe('/inquiry-logs/actions/:inquiryId/create');
    expect(opens(customerAdminPages, '/inquiry-logs/actions/5/board')).toBe('/inquiry-logs/actions/:inquiryId/board');
    expect(opens(superAdminPages, '/monitor-activity/actions/5/view/9')).toBe(
      '/monitor-activity/actions/:inquiryId/view/:actionId',
    );
    expect(opens(superAdminPages, '/monitor-activity/actions/5/edit/9')).not.toBe(
      '/monitor-activity/actions/:inquiryId/edit/:actionId',
    );
  });

  it('opens the customer admin their own create screen below an inquiry', () => {
    expect(opens(customerAdminPages, '/inquiry-logs/custom-metrics/inquiry/5/create')).toBe(
      '/inquiry-logs/custom-metrics/inquiry/:inquiryParamId/create',
    );
  });
});
