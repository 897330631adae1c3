import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '../src/components/layout/Header';
import { menuItemsFixture, repSessionFixture } from './fixtures/site';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    siteName: 'OpenEnroll',
    homeHref: '/',
    menu: { status: 'ready', items: menuItemsFixture },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default storefront: Home plus the categories from get-common-menu. */
export const DefaultSite: Story = {};

/** A rep's landing page: contact line with tagline, e-mail and phone, and the rep's logo. */
export const RepLanding: Story = {
  args: {
    siteName: repSessionFixture.display?.display_name ?? '',
    homeHref: '/jordan',
    logoUrl: repSessionFixture.display?.logo ?? undefined,
    contact: {
      email: repSessionFixture.display?.display_email,
      phone: repSessionFixture.display?.display_phone,
      tagline: repSessionFixture.display?.tagline,
    },
    menu: { status: 'ready', items: menuItemsFixture.map((item) => ({ ...item, href: `/jordan${item.href}` })) },
  },
};

export const MenuLoading: Story = { args: { menu: { status: 'loading' } } };

export const MenuError: Story = { args: { menu: { status: 'error', onRetry: () => undefined } } };
