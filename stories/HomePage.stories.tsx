import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell } from '../src/components/layout/AppShell';
import { Header } from '../src/components/layout/Header';
import { HomePage } from '../src/features/home/HomePage';
import { featuredPlansQueryKey } from '../src/features/plans/api/get-featured-plans';
import { siteDynamicInformationQueryKey } from '../src/features/site/api/get-site-dynamic-information';
import { siteDomainOf } from '../src/lib/theme';
import type { StoryQueryData } from './decorators';
import { defaultSessionFixture, featuredPlansFixture, menuItemsFixture, repSessionFixture } from './fixtures/site';
import { sessionQueryData } from './fixtures/entry';

// The whole page from fixtures: the queries the page reads are seeded, so nothing is fetched.
const themeKey = siteDynamicInformationQueryKey(siteDomainOf(window.location.host));

function HomeInShell({ landing }: { landing: boolean }) {
  const display = landing ? repSessionFixture.display : null;
  const prefix = landing ? '/jordan' : '';
  return (
    <AppShell
      header={
        <Header
          siteName={display?.display_name ?? 'OpenEnroll'}
          homeHref={prefix || '/'}
          logoUrl={display?.logo ?? undefined}
          contact={display && { email: display.display_email, phone: display.display_phone, tagline: display.tagline }}
          menu={{
            status: 'ready',
            items: menuItemsFixture.map((item) => ({ ...item, href: `${prefix}${item.href}` })),
          }}
        />
      }
    >
      <HomePage />
    </AppShell>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomeInShell,
  args: { landing: false },
  parameters: {
    route: { path: '/', pattern: '/:landing?' },
    queryData: [
      ...sessionQueryData(null, defaultSessionFixture, false),
      [featuredPlansQueryKey(defaultSessionFixture.identity), featuredPlansFixture],
      [themeKey, []],
    ],
  } satisfies StoryQueryData,
} satisfies Meta<typeof HomeInShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSite: Story = {};

export const RepLanding: Story = {
  args: { landing: true },
  parameters: {
    route: { path: '/jordan', pattern: '/:landing?' },
    queryData: [
      ...sessionQueryData('jordan', repSessionFixture, false),
      [featuredPlansQueryKey(repSessionFixture.identity), featuredPlansFixture],
      [themeKey, []],
    ],
  } satisfies StoryQueryData,
};
