import DemoPage from '@site/src/components/DemoPage';

/** The demo with the library's own HTML controls: no UI kit is loaded on this route. */
export default function NativeDemoPage() {
  return <DemoPage kit="native" />;
}
