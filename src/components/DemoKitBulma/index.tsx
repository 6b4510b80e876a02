import { QueryBuilderBulma } from '@react-querybuilder/bulma';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import './bulma-scoped.scss';

/**
 * Bulma controls. Bulma's CSS is compiled under `.rqb-demo-bulma` (see bulma-scoped.scss), and
 * `data-theme` on that element switches between its light and dark palettes.
 */
export default function DemoKitBulma({ colorMode, children }: KitFrameProps) {
  return (
    <div className="rqb-demo-bulma" data-theme={colorMode}>
      <QueryBuilderBulma>{children}</QueryBuilderBulma>
    </div>
  );
}
