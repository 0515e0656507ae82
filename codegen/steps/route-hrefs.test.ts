// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { href, routePaths } from '../../src/generated/config/href';
import { pathParamNames } from './route-hrefs';

describe('href', () => {
  it('gives the path of a route without params', () => {
    expect(href('product-purchase')).toBe('/product/purchase');
    expect(href('landing')).toBe('/');
  });

  it('fills :params, encoding each value', () => {
    expect(href('inquiry-tab', { tab: 'sms' })).toBe('/inquiry/sms');
    expect(href('gongsil-list-tab', { tab: 'a b' })).toBe('/gongsil/list/a%20b');
  });

  it('fills a splat with the rest of the path and drops it when empty', () => {
    expect(href('intro', { '*': 'product/guide' })).toBe('/intro/product/guide');
    expect(href('intro')).toBe('/intro');
  });

  it('appends a query, leaving out empty values', () => {
    expect(href('product-purchase', { query: { renewId: 7, x: undefined } })).toBe(
      '/product/purchase?renewId=7',
    );
  });

  it('types params from the path: a missing or unknown value does not compile', () => {
    // @ts-expect-error the path has :tab
    expect(() => href('inquiry-tab')).toThrow("href('inquiry-tab'): missing path param 'tab'");
    // @ts-expect-error routes.json allows only talk and sms
    expect(href('inquiry-tab', { tab: 'mail' })).toBe('/inquiry/mail');
    // @ts-expect-error no such route id
    expect(() => href('nowhere')).toThrow("href: no route with id 'nowhere' in routes.json");
  });

  it('knows every route of routes.json by id', () => {
    expect(routePaths['inquiry-tab']).toBe('/inquiry/:tab');
    expect(pathParamNames('/a/:x/b/:y/*')).toEqual(['x', 'y', '*']);
  });
});
