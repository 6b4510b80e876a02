import { useMemo } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import { installCommands, packagesFor } from '@site/src/demo/installCommand';
import type { KitId } from '@site/src/kits';
import { fieldsModuleFor, sandboxModuleFor } from '@site/src/demo/sandboxCode';
import type { DemoState } from '@site/src/demo/state';
import { DemoPanelCode } from '@site/src/components/DemoPanel';
import DemoTabs from '@site/src/components/DemoPanel/DemoTabs';
import styles from './styles.module.css';

/** fields.ts, written only once its tab is chosen (the tabs render their selected panel alone). */
function FieldsFile({ options }: { options: DemoState['options'] }) {
  const fieldsModule = useMemo(() => fieldsModuleFor(options), [options]);
  return (
    <DemoPanelCode className={styles.code} data-testid="demo-code-fields" language="ts" title="fields.ts">
      {fieldsModule}
    </DemoPanelCode>
  );
}

interface DemoCodePanelProps {
  kit: KitId;
  state: DemoState;
}

/**
 * The demo as code to take away: the module "Open in sandbox" writes (`App.tsx`), the fields on
 * their own, and the install command for the packages the module imports. Each block has the
 * theme's copy button.
 */
export default function DemoCodePanel({ kit, state }: DemoCodePanelProps) {
  // One per page: a fixed id gives the heading a stable anchor (a useId value changes between builds).
  const id = 'demo-code';
  const appModule = useMemo(() => sandboxModuleFor(kit, state), [kit, state]);
  const commands = useMemo(() => installCommands(packagesFor(appModule)), [appModule]);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-testid="demo-code">
      <h2 id={`${id}-heading`} className={styles.heading}>
        Code
      </h2>
      <p className={styles.intro}>
        This demo as one React component, with the options that are on as <code>QueryBuilder</code> props. In a
        React app, install:
      </p>
      <div className={styles.install} data-testid="demo-code-install">
        <DemoTabs groupId="npm2yarn" lazy>
          {commands.map(command => (
            <TabItem key={command.id} value={command.id} label={command.label}>
              <CodeBlock language="bash">{command.line}</CodeBlock>
            </TabItem>
          ))}
        </DemoTabs>
      </div>
      <div className={styles.files}>
        <DemoTabs lazy>
          <TabItem value="app" label="App.tsx">
            <DemoPanelCode className={styles.code} data-testid="demo-code-app" language="tsx" title="App.tsx">
              {appModule}
            </DemoPanelCode>
          </TabItem>
          <TabItem value="fields" label="fields.ts">
            <p className={styles.note}>
              The same fields as a module of their own, for a project that keeps them apart from the component.
            </p>
            <FieldsFile options={state.options} />
          </TabItem>
        </DemoTabs>
      </div>
    </section>
  );
}
