import DemoPage from '@site/src/components/DemoPage';
import DemoKitAntd from '@site/src/components/DemoKitAntd';

/** The demo with Ant Design controls. antd's CSS-in-JS is not in the server render, hence clientOnly. */
export default function AntdDemoPage() {
  return <DemoPage kit="antd" KitFrame={DemoKitAntd} clientOnly />;
}
