import { type CalculatorProduct, multiSiteProductsOf } from '../../lib/calculators.ts';
import { CbamCalculator, MultiSiteCalculator, PackagingCalculator, VatCalculator } from './calculator-islands.tsx';

/**
 * The free tools of the freeTrial menu, one client island each (loaded on their own: calculator-islands.tsx), for
 * a page's calculator block.
 * Rendered on the server: only the multi-site tool takes the catalogue, cut down here to the
 * products it prices.
 */

export type CalculatorTool = 'vat' | 'packaging' | 'multiSite' | 'cbam';

export function Calculator({ tool, products }: { tool: CalculatorTool; products: readonly CalculatorProduct[] }) {
  switch (tool) {
    case 'vat':
      return <VatCalculator />;
    case 'packaging':
      return <PackagingCalculator />;
    case 'multiSite':
      return <MultiSiteCalculator products={multiSiteProductsOf(products)} />;
    case 'cbam':
      return <CbamCalculator />;
  }
}
