import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

const discordInviteUrl = 'https://discord.gg/MnAQWyUtEg';

export default function DiscordPage() {
  return (
    <Layout title="Discord" description="Join the React Query Builder community chat server.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Chat with the community on Discord</Heading>
        <p>
          The React Query Builder Discord server is where users and maintainers talk in real time. Ask how
          to model a tricky query, share a custom value editor, or get a second opinion before you open an
          issue.
        </p>
        <ul>
          <li>
            <strong>#help</strong>: questions about props, formats and parsers. Include your{' '}
            <code>fields</code> and the query JSON; a link to the <Link to="/demo">demo</Link> with your
            state in its URL is even better.
          </li>
          <li>
            <strong>#show-and-tell</strong>: what you built with the library.
          </li>
          <li>
            <strong>#contributing</strong>: working on the library or these docs.
          </li>
        </ul>
        <p>
          Bug reports and feature requests belong in the{' '}
          <Link href="https://github.com/react-querybuilder/react-querybuilder/issues">GitHub issue tracker</Link>,
          where they can be tracked to a fix.
        </p>
        <p>
          <Link className="button button--primary button--lg" href={discordInviteUrl}>
            Join the Discord server
          </Link>
        </p>
      </main>
    </Layout>
  );
}
