import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './styles.module.css';

interface SandboxSplitProps {
  start: ReactNode;
  end: ReactNode;
  /** Accessible name of the separator, e.g. "Resize editor and preview". */
  label: string;
  /** Share of the width given to `start`, in percent. */
  initialPercent?: number;
}

const minPercent = 20;
const maxPercent = 80;
const keyStep = 5;
const clamp = (value: number) => Math.min(maxPercent, Math.max(minPercent, value));

/**
 * Two panes side by side with a draggable, keyboard-operable separator (arrow keys, Home, End).
 * Below 996 px the panes stack and the separator is hidden (see the CSS module).
 */
export default function SandboxSplit({ start, end, label, initialPercent = 50 }: SandboxSplitProps) {
  const [percent, setPercent] = useState(initialPercent);
  const containerRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowLeft: percent - keyStep,
      ArrowRight: percent + keyStep,
      Home: minPercent,
      End: maxPercent,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPercent(clamp(next));
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = containerRef.current!.getBoundingClientRect();
    setPercent(clamp(((event.clientX - box.left) / box.width) * 100));
  };

  return (
    <div ref={containerRef} className={styles.split} style={{ '--sandbox-split-start': `${percent}%` } as CSSProperties}>
      <div className={styles.pane}>{start}</div>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuemin={minPercent}
        aria-valuemax={maxPercent}
        aria-valuenow={Math.round(percent)}
        tabIndex={0}
        className={styles.separator}
        onKeyDown={onKeyDown}
        onPointerDown={event => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={onPointerMove}
      />
      <div className={styles.pane}>{end}</div>
    </div>
  );
}
