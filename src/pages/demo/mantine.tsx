import DemoPage from '@site/src/components/DemoPage';
import DemoKitMantine from '@site/src/components/DemoKitMantine';

/** The demo with Mantine controls. */
export default function MantineDemoPage() {
  return <DemoPage kit="mantine" KitFrame={DemoKitMantine} />;
}
