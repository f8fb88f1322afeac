import { describe, expect, it } from 'vitest';
import { breadcrumbFor, crumbsFromPath } from '@/lib/breadcrumb';
import { routeByName } from '@/domain/routes';

describe('breadcrumb (spec section 2)', () => {
  it("shows the route's own breadcrumb list when it has one", () => {
    expect(breadcrumbFor(routeByName('bank.mortgages.show'), '/app/bank/mortgages/42')).toEqual([
      'Bank',
      'Mortgages',
      'Details',
    ]);
  });

  it('builds the crumbs from the URL when the route has no list', () => {
    expect(breadcrumbFor({}, '/app/reports/summary')).toEqual(['App', 'Reports', 'Summary']);
    expect(breadcrumbFor(null, '/app/reports')).toEqual(['App', 'Reports']);
  });

  it('drops empty segments', () => {
    expect(crumbsFromPath('//app//deals/')).toEqual(['App', 'Deals']);
  });

  it('drops purely numeric segments but keeps mixed ones', () => {
    expect(crumbsFromPath('/app/deals/2207/v2/10a')).toEqual(['App', 'Deals', 'V2', '10a']);
  });

  it('capitalises only the first letter of each segment', () => {
    expect(crumbsFromPath('/app/registration-requests')).toEqual(['App', 'Registration-requests']);
  });
});
