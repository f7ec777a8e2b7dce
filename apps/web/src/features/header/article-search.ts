import { getInformation } from '@site/contracts/business-extra';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';

/**
 * The header search's article results: the brand's articles whose title or body contains the
 * text (Chinese included), newest first. Loaded on demand by the search island (a chunk of its
 * own). Silent: a failed search shows no articles rather than an error toast while typing.
 */

export interface ArticleHit {
  id: number;
  title: string;
  categoryId: number;
  category: string;
}

export const searchArticles = async (
  context: BrowserGatewayContext,
  keyword: string,
  signal: AbortSignal,
): Promise<ArticleHit[]> => {
  try {
    const page = await createBrowserGateway(context).call(getInformation, {
      query: { keyword, pageSize: 5 },
      silent: true,
      ignoreUnauthorized: true,
      signal,
    });
    return page.list.map(({ id, title, categoryId, category }) => ({ id, title, categoryId, category }));
  } catch {
    return [];
  }
};
