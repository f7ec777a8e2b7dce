import type { Platform } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands.ts';
import { contentKeyOf, pageViewOf } from './page-views.ts';
import { matchPublicPath, ROUTES } from './site-routes.ts';

const viewOf = (platform: Platform, path: string) => {
  const [pathname, search = ''] = path.split('?');
  const match = matchPublicPath(BRANDS[platform], pathname ?? '/');
  if (!match) throw new Error(`no route for ${path}`);
  return pageViewOf(match, new URLSearchParams(search));
};

describe('the view of each route', () => {
  it('names content pages by route: the brand segment is ld, parameters are left out', () => {
    expect(contentKeyOf('/~/VAT')).toBe('ld-VAT');
    expect(contentKeyOf('/cht/Incorporation/IncorporationHK')).toBe('cht-Incorporation-IncorporationHK');
    expect(contentKeyOf('/mdt/trademark')).toBe('mdt-trademark');
    expect(viewOf('00', '/ld/VAT')).toEqual({ view: 'content', key: 'ld-VAT' });
    expect(viewOf('10', '/cht/aboutUs')).toEqual({ view: 'content', key: 'ld-aboutUs' });
    expect(viewOf('EU', '/service')).toEqual({ view: 'content', key: 'service' });
  });

  it('shows the CBAM page at both service aliases and the about page at /about', () => {
    expect(viewOf('00', '/services/eu_cbam')).toEqual({ view: 'content', key: 'ld-CBAM' });
    expect(viewOf('00', '/about')).toEqual({ view: 'content', key: 'ld-aboutUs' });
    expect(viewOf('00', '/services')).toEqual({ view: 'content', key: 'ld-price' });
  });

  it('lists articles by category and opens details by id', () => {
    expect(viewOf('00', '/news')).toEqual({ view: 'articles', list: 'news', categoryId: null, key: 'ld-aboutVat' });
    expect(viewOf('00', '/ld/aboutVat/103')).toMatchObject({ view: 'articles', categoryId: 103 });
    expect(viewOf('00', '/support/faq')).toMatchObject({ view: 'articles', list: 'help' });
    expect(viewOf('00', '/support/tutorial/101')).toMatchObject({ view: 'articles', list: 'manual', categoryId: 101 });
    expect(viewOf('00', '/newsDetail/12')).toEqual({ view: 'article', list: 'news', id: 12 });
    expect(viewOf('10', '/trends/7.html')).toEqual({ view: 'article', list: 'trends', id: 7 });
    expect(viewOf('10', '/cht/xmsailSchool/FinanceTaxEncy')).toMatchObject({
      view: 'articles',
      list: 'FinanceTaxEncy',
    });
    expect(viewOf('10', '/cht/xmsailSchool')).toEqual({ view: 'school' });
    expect(viewOf('EU', '/news/301')).toMatchObject({ view: 'articles', categoryId: 301, key: 'insight' });
    expect(viewOf('EU', '/newsDetail?id=5')).toEqual({ view: 'article', list: 'news', id: 5 });
  });

  it('answers 404 for values that are not ids, and for a value on a page that names no item', () => {
    expect(viewOf('00', '/ld/aboutVat/abc')).toEqual({ view: 'notFound' });
    expect(viewOf('00', '/newsDetail/0')).toEqual({ view: 'notFound' });
    expect(viewOf('00', '/ld/VATdetail')).toEqual({ view: 'notFound' });
    expect(viewOf('EU', '/newsDetail')).toEqual({ view: 'notFound' });
    expect(viewOf('EU', '/newsDetail?id=1e3')).toEqual({ view: 'notFound' });
    expect(viewOf('00', '/ld/EPR/anything')).toEqual({ view: 'notFound' });
    expect(viewOf('00', '/ld/videos/3')).toEqual({ view: 'notFound' });
    expect(viewOf('00', '/ld/complianceAnswer?answerId=x')).toEqual({ view: 'notFound' });
  });

  it('opens videos, partners, calculators, custom pages and the questions', () => {
    expect(viewOf('00', '/support/video')).toEqual({ view: 'videos', key: 'ld-videos' });
    expect(viewOf('00', '/support/videoDetail/4')).toEqual({ view: 'video', id: 4 });
    expect(viewOf('00', '/ld/video/4')).toEqual({ view: 'video', id: 4 });
    expect(viewOf('00', '/ld/cooperative')).toEqual({ view: 'partners', key: 'ld-cooperative' });
    expect(viewOf('00', '/ld/cooperative/9')).toEqual({ view: 'partner', id: 9 });
    expect(viewOf('00', '/ld/calculate/2')).toEqual({ view: 'tool', id: 2 });
    expect(viewOf('00', '/custom')).toEqual({ view: 'content', key: 'custom' });
    expect(viewOf('00', '/custom/spring-epr')).toEqual({ view: 'content', key: 'custom-spring-epr' });
    expect(viewOf('00', '/buyingGuide')).toEqual({ view: 'questionnaire', key: 'buyingGuide' });
    expect(viewOf('00', '/ld/questionAnswer')).toEqual({ view: 'surveyReport' });
    expect(viewOf('10', '/cht/questionAnswer/pdf')).toEqual({ view: 'surveyReport' });
    expect(viewOf('00', '/ld/complianceAnswer?answerId=3')).toEqual({
      view: 'questions',
      key: 'ld-complianceAnswer',
      answerId: 3,
    });
  });

  it('gives every route of the table a view', () => {
    for (const route of ROUTES) {
      const view = pageViewOf({ route, params: {}, canonical: route.pattern });
      expect(view.view, route.pattern).toBeTypeOf('string');
    }
  });
});
