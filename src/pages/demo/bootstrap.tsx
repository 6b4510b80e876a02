import DemoPage from '@site/src/components/DemoPage';
import DemoKitBootstrap from '@site/src/components/DemoKitBootstrap';

/** The demo with Bootstrap controls. */
export default function BootstrapDemoPage() {
  return <DemoPage kit="bootstrap" KitFrame={DemoKitBootstrap} />;
}
