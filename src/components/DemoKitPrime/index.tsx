import { QueryBuilderPrime } from '@react-querybuilder/prime';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
// PrimeReact's Saga (light) and Vela (dark) themes are global stylesheets of 220+ KB each:
// plugins/scoped-stylesheets emits them as files of their own, the light one scoped to
// `.rqb-demo-prime` and the dark one to `.rqb-demo-prime[data-theme='dark']`; these imports are
// their URLs, loaded here, so no other page downloads them.
import sagaHref from 'primereact/resources/themes/saga-blue/theme.css';
import velaHref from 'primereact/resources/themes/vela-blue/theme.css';
import styles from './styles.module.css';

/**
 * PrimeReact controls. `data-theme` on the frame picks Saga or Vela; dropdown panels open inside
 * the frame (PrimeValueSelector's `appendTo="self"`), so the scoped theme reaches them. React
 * hoists the stylesheets into the head and shows the frame once they have loaded.
 */
export default function DemoKitPrime({ colorMode, children }: KitFrameProps) {
  return (
    <div className={`rqb-demo-prime ${styles.frame}`} data-theme={colorMode}>
      <link rel="stylesheet" href={sagaHref} precedence="rqb-kit" />
      <link rel="stylesheet" href={velaHref} precedence="rqb-kit" />
      <QueryBuilderPrime>{children}</QueryBuilderPrime>
    </div>
  );
}
