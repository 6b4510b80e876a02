import DemoPage from '@site/src/components/DemoPage';
import DemoKitTremor from '@site/src/components/DemoKitTremor';

/** The demo with Tremor controls. */
export default function TremorDemoPage() {
  return <DemoPage kit="tremor" KitFrame={DemoKitTremor} />;
}
