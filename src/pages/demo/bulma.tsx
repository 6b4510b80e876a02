import DemoPage from '@site/src/components/DemoPage';
import DemoKitBulma from '@site/src/components/DemoKitBulma';

/** The demo with Bulma controls. */
export default function BulmaDemoPage() {
  return <DemoPage kit="bulma" KitFrame={DemoKitBulma} />;
}
