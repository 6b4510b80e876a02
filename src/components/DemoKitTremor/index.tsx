import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
// Tremor's own dependency (the copy its Select and MultiSelect use), for its Portal.Group.
import { Portal } from '@headlessui/react';
import { QueryBuilderTremor } from '@react-querybuilder/tremor';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import './tremor.tailwind.css';

/** Room for the demo's longest field and operator labels ("Primary instrument", "begins with"). */
const controlClassnames = { fields: 'min-w-[12rem]', operators: 'min-w-[10rem]' };

/** Every Tailwind rule of tremor.tailwind.css is scoped under this class. */
const scopeClass = 'rqb-demo-tremor';

/**
 * A container on <body> for the option lists of Tremor's selects. Headless UI renders them in a
 * portal; by default that is a bare element on <body>, outside the demo's scope, where they
 * would be unstyled. This one carries the scope and `dark` classes, and, unlike an element
 * inside the builder, is not clipped by the builder's horizontal scrolling.
 */
function usePortalTarget(colorMode: KitFrameProps['colorMode']) {
  const target = useRef<HTMLElement | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const div = document.createElement('div');
    div.dataset.rqbDemoPortal = 'tremor';
    document.body.appendChild(div);
    target.current = div;
    setElement(div);
    return () => {
      target.current = null;
      div.remove();
    };
  }, []);
  useEffect(() => {
    if (element) element.className = clsx(scopeClass, colorMode === 'dark' && 'dark');
  }, [element, colorMode]);
  return target;
}

/**
 * Tremor controls. Tremor is styled by Tailwind classes, compiled for this demo only and scoped
 * to `.rqb-demo-tremor` (see tremor.tailwind.css and plugins/tremor-tailwind); the `dark` class
 * on the same element turns on Tremor's `dark:` styles.
 */
export default function DemoKitTremor({ colorMode, children }: KitFrameProps) {
  const portalTarget = usePortalTarget(colorMode);
  return (
    <div className={clsx(scopeClass, 'rqb-demo-tremor-frame', colorMode === 'dark' && 'dark')}>
      <Portal.Group target={portalTarget}>
        <QueryBuilderTremor controlClassnames={controlClassnames}>{children}</QueryBuilderTremor>
      </Portal.Group>
    </div>
  );
}
