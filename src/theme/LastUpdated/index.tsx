import type { ComponentProps } from 'react';
import LastUpdatedOriginal from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { formatLastUpdatedDate, formatsLikeIntl } from './formatDate';

type Props = ComponentProps<typeof LastUpdatedType>;

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }) {
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatLastUpdatedDate(atDate)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }) {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

/**
 * The theme's "Last updated on Nov 27, 2026" line, the same markup and texts, with the date
 * written without Intl.DateTimeFormat for English pages (see formatDate.ts: the first formatter a
 * page creates costs a phone about 60 ms while it starts). Other locales get the theme's own.
 * formatDate.test.ts fails if the theme's formatting options or texts are no longer these.
 */
export default function LastUpdated(props: Props) {
  const {
    i18n: { currentLocale, localeConfigs },
  } = useDocusaurusContext();
  if (!formatsLikeIntl(currentLocale, localeConfigs[currentLocale]?.calendar)) return <LastUpdatedOriginal {...props} />;
  const { lastUpdatedAt, lastUpdatedBy } = props;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
