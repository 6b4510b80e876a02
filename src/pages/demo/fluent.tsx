import DemoPage from '@site/src/components/DemoPage';
import DemoKitFluent from '@site/src/components/DemoKitFluent';

/**
 * The demo with Fluent UI controls. Fluent's CSS-in-JS (Griffel) is not in the server render,
 * hence clientOnly.
 */
export default function FluentDemoPage() {
  return <DemoPage kit="fluent" KitFrame={DemoKitFluent} clientOnly />;
}
