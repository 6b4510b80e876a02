import { BootstrapValueEditor, QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';
import { NamedValueSelector, namedValueEditor } from '@site/src/components/DemoBuilder/namedControls';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import './bootstrap-scoped.scss';

/**
 * The compat package keeps the library's selects and inputs, named by `title` only (axe:
 * label-title-only): these draw the same markup, with Bootstrap's classes, plus an aria-label.
 */
const controlElements = {
  valueSelector: NamedValueSelector,
  valueEditor: namedValueEditor(BootstrapValueEditor, {
    text: 'form-control form-control-sm',
    betweenText: 'form-control form-control-sm',
    checkbox: 'form-check-input',
    switchWrapper: 'custom-control custom-switch',
    switchInput: 'form-check-input custom-control-input',
  }),
};

/**
 * Bootstrap controls. Bootstrap's CSS is compiled under `.rqb-demo-bootstrap` (see
 * bootstrap-scoped.scss); `data-bs-theme` on the inner element switches its colour mode.
 */
export default function DemoKitBootstrap({ colorMode, children }: KitFrameProps) {
  return (
    <div className="rqb-demo-bootstrap">
      <div className="rqb-demo-bootstrap-theme" data-bs-theme={colorMode}>
        <QueryBuilderBootstrap controlElements={controlElements}>{children}</QueryBuilderBootstrap>
      </div>
    </div>
  );
}
