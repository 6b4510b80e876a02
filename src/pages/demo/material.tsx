import DemoPage from '@site/src/components/DemoPage';
import DemoKitMaterial from '@site/src/components/DemoKitMaterial';

/** The demo with MUI (Material UI) controls. */
export default function MaterialDemoPage() {
  return <DemoPage kit="material" KitFrame={DemoKitMaterial} />;
}
