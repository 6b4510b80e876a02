import DemoPage from '@site/src/components/DemoPage';
import DemoKitChakra from '@site/src/components/DemoKitChakra';

/** The demo with Chakra UI controls. */
export default function ChakraDemoPage() {
  return <DemoPage kit="chakra" KitFrame={DemoKitChakra} />;
}
