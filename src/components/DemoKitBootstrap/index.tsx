import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import './bootstrap-scoped.scss';

/**
 * Bootstrap controls. Bootstrap's CSS is compiled under `.rqb-demo-bootstrap` (see
 * bootstrap-scoped.scss); `data-bs-theme` on the inner element switches its colour mode.
 */
export default function DemoKitBootstrap({ colorMode, children }: KitFrameProps) {
  return (
    <div className="rqb-demo-bootstrap">
      <div className="rqb-demo-bootstrap-theme" data-bs-theme={colorMode}>
        <QueryBuilderBootstrap>{children}</QueryBuilderBootstrap>
      </div>
    </div>
  );
}
