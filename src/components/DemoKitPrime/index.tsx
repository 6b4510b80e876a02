import { QueryBuilderPrime } from '@react-querybuilder/prime';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
// PrimeReact's Saga (light) and Vela (dark) themes are global stylesheets; plugins/scoped-stylesheets compiles the light
// one under `.rqb-demo-prime` and the dark one under `.rqb-demo-prime[data-theme='dark']`.
import 'primereact/resources/themes/saga-blue/theme.css';
import 'primereact/resources/themes/vela-blue/theme.css';
import styles from './styles.module.css';

/**
 * PrimeReact controls. `data-theme` on the frame picks Saga or Vela;
 * dropdown panels open inside the frame (PrimeValueSelector's `appendTo="self"`), so the scoped
 * theme reaches them.
 */
export default function DemoKitPrime({ colorMode, children }: KitFrameProps) {
  return (
    <div className={`rqb-demo-prime ${styles.frame}`} data-theme={colorMode}>
      <QueryBuilderPrime>{children}</QueryBuilderPrime>
    </div>
  );
}
