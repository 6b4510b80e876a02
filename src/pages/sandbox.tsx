import SandboxPage from '@site/src/components/SandboxPage';

/** The sandbox: edit a React Query Builder example and see it run, isolated from the site. */
export default function Sandbox() {
  return <SandboxPage />;
}
