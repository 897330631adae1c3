import { hashPassword } from '../../services/passwords';
import {
  agentGroups,
  agentPortals,
  agents,
  enrollerCodes,
  externalSites,
  groupAdmins,
  groupPortals,
  groups,
  portals,
  referrals,
  siteDomains,
  sites,
} from '../schema';
import type { SeedContext } from './context';
import { DEMO_HASHES } from './demo-hashes';
import { AGENT, DEFAULT_LANDING, GROUP, PORTAL, SITE } from './handles';

/** The precomputed hash of a published demo secret (demo-hashes.ts), or a fresh one. */
export function demoHash(secret: string): Promise<string> {
  const known = DEMO_HASHES[secret];
  return known ? Promise.resolve(known) : hashPassword(secret);
}

/** Portals, reps, groups and the sites, domains, external sites and referrals that resolve to them. */
export async function seedSitesAndPeople({ tx }: SeedContext): Promise<void> {
  const [repHash, groupAdminHash, peachtreeCodeHash, riversideCodeHash] = await Promise.all([
    demoHash('demo-rep-pass'),
    demoHash('demo-group-pass'),
    demoHash('ENR2556'),
    demoHash('ENR2512'),
  ]);
  await tx.insert(portals).values([
    { id: PORTAL.direct, platformName: 'OpenEnroll Direct', platformCode: 'OE-DIRECT' },
    { id: PORTAL.averyMarket, platformName: 'Avery Benefits Marketplace', platformCode: 'AVERY-MKT' },
    { id: PORTAL.employer, platformName: 'Southeast Employer Benefits', platformCode: 'SE-EMPLOYER' },
    { id: PORTAL.leeFamily, platformName: 'Lee Family Benefits', platformCode: 'LEE-FAMILY' },
  ]);

  await tx.insert(agents).values([
    {
      id: AGENT.house,
      agentCode: 'AG1000',
      firstName: 'OpenEnroll',
      lastName: 'Benefits',
      email: 'support@openenroll.example.com',
      phone: '8005550100',
      landingUrl: DEFAULT_LANDING,
      displayName: 'OpenEnroll Benefits',
      displayEmail: 'support@openenroll.example.com',
      displayPhone: '8005550100',
      displayAboutName: 'About OpenEnroll',
      tagline: 'Clear benefits, honest prices, no pressure.',
      logo: '/img/logo-openenroll.svg',
      image: '/img/rep-openenroll.svg',
      agentBio:
        'OpenEnroll is an open benefits storefront. Compare dental, vision, medical, life and supplemental plans side by side and enroll online in minutes.',
    },
    {
      id: AGENT.jordan,
      agentCode: 'AG1001',
      firstName: 'Jordan',
      lastName: 'Avery',
      email: 'jordan.avery@example.com',
      phone: '4045550101',
      landingUrl: 'jordan',
      displayName: 'Jordan Avery',
      displayEmail: 'jordan.avery@example.com',
      displayPhone: '4045550101',
      displayAboutName: 'About Jordan',
      tagline: 'Helping Georgia families and employers choose benefits with confidence.',
      logo: '/img/logo-avery-benefits.svg',
      image: '/img/rep-jordan-avery.svg',
      imageLink: 'https://averybenefits.test/',
      agentBio:
        'Jordan Avery has advised families and employers across Georgia for over twelve years. Jordan specialises in group benefits for manufacturers and schools and answers every call personally.',
      signInEmail: 'jordan.avery@example.com',
      passwordHash: repHash,
    },
    {
      id: AGENT.sam,
      agentCode: 'AG1002',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam.lee@example.com',
      phone: '6785550102',
      landingUrl: 'samlee',
      displayName: 'Sam Lee',
      displayEmail: 'sam.lee@example.com',
      displayPhone: '6785550102',
      displayAboutName: 'About Sam',
      tagline: 'Simple coverage for growing families.',
      logo: '/img/logo-lee-family.svg',
      image: '/img/rep-sam-lee.svg',
      agentBio:
        'Sam Lee helps young families and small hospitality businesses find dental, vision and everyday care plans that fit a monthly budget.',
    },
    {
      id: AGENT.noLanding,
      agentCode: 'AG1003',
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley.chen@example.com',
      phone: '7705550103',
      landingUrl: null,
      displayName: 'Riley Chen',
      displayEmail: 'riley.chen@example.com',
      displayPhone: '7705550103',
      tagline: 'Your benefits, explained.',
      agentBio: 'Riley Chen is a newly appointed representative whose storefront is not configured yet.',
    },
  ]);

  await tx.insert(agentPortals).values([
    { agentId: AGENT.house, portalId: PORTAL.direct, isPrimary: true },
    { agentId: AGENT.jordan, portalId: PORTAL.averyMarket, isPrimary: true, sort: 0 },
    { agentId: AGENT.jordan, portalId: PORTAL.employer, sort: 1 },
    { agentId: AGENT.sam, portalId: PORTAL.leeFamily, isPrimary: true },
    { agentId: AGENT.noLanding, portalId: PORTAL.direct, isPrimary: true },
  ]);

  await tx.insert(groups).values([
    {
      id: GROUP.acme,
      groupCode: 'GRP2001',
      name: 'Acme Manufacturing',
      displayName: 'Acme Manufacturing',
      displayEmail: 'hr@acme.example.com',
      displayPhone: '4045550200',
      address1: '1450 Foundry Way NW',
      city: 'Atlanta',
      state: 'GA',
      zip: '30318',
      landingUrl: 'acme',
      logo: '/img/logo-acme.svg',
      image: '/img/group-acme.svg',
      tagline: 'Built in Atlanta since 1962.',
      about:
        'Acme Manufacturing makes precision parts for the aerospace and rail industries. Our benefits package covers every full-time employee from the first of the month after hire.',
      agentId: AGENT.jordan,
      portalId: PORTAL.employer,
    },
    {
      id: GROUP.peachtree,
      groupCode: 'GRP2556',
      name: 'Peachtree Logistics',
      displayName: 'Peachtree Logistics',
      displayEmail: 'people@peachtree-logistics.example.com',
      displayPhone: '4705550256',
      address1: '88 Terminal Parkway',
      city: 'Forest Park',
      state: 'GA',
      zip: '30297',
      landingUrl: 'peachtree',
      tagline: 'Moving the Southeast.',
      about:
        'Peachtree Logistics runs warehousing and freight across the Southeast. Enrollment is completed with a licensed enroller.',
      agentId: AGENT.jordan,
      portalId: PORTAL.employer,
      requiresEnrollerCode: true,
    },
    {
      id: GROUP.riverside,
      groupCode: 'GRP2512',
      name: 'Riverside School District',
      displayName: 'Riverside School District',
      displayEmail: 'benefits@riverside-schools.example.com',
      displayPhone: '7065550251',
      address1: '300 Riverside Drive',
      city: 'Augusta',
      state: 'GA',
      zip: '30901',
      landingUrl: 'riverside',
      tagline: 'Teaching tomorrow.',
      about: 'Riverside School District offers voluntary benefits to teachers and staff through payroll deduction.',
      agentId: AGENT.jordan,
      portalId: PORTAL.employer,
      requiresEnrollerCode: true,
      paymentMethod: 'list',
    },
    {
      id: GROUP.noLanding,
      groupCode: 'GRP2003',
      name: 'Blue Ridge Hospitality',
      displayName: 'Blue Ridge Hospitality',
      displayEmail: 'hr@blueridge-hospitality.example.com',
      displayPhone: '7065550203',
      address1: '12 Summit Road',
      city: 'Blue Ridge',
      state: 'GA',
      zip: '30513',
      landingUrl: null,
      tagline: 'Mountain hospitality.',
      about: 'Blue Ridge Hospitality runs two lodges in the North Georgia mountains.',
      agentId: AGENT.sam,
      portalId: PORTAL.leeFamily,
    },
    {
      // The elevate partner's landing (/website?group=elevate&id=...): its visitors enroll through the direct portal.
      id: GROUP.elevate,
      groupCode: 'GRP2600',
      name: 'Elevate Wellness Association',
      displayName: 'Elevate Wellness Association',
      displayEmail: 'members@elevate-wellness.example.com',
      displayPhone: '8005550260',
      address1: '500 Peachtree Street NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30308',
      landingUrl: 'elevate',
      tagline: 'Wellness for every member.',
      about: 'Elevate Wellness is a national association with over 100,000 members.',
      agentId: AGENT.house,
      portalId: PORTAL.direct,
    },
  ]);

  await tx.insert(groupPortals).values([
    { groupId: GROUP.acme, portalId: PORTAL.employer },
    { groupId: GROUP.peachtree, portalId: PORTAL.employer },
    { groupId: GROUP.riverside, portalId: PORTAL.employer },
    { groupId: GROUP.noLanding, portalId: PORTAL.leeFamily },
    { groupId: GROUP.elevate, portalId: PORTAL.direct },
  ]);
  await tx.insert(agentGroups).values([
    { agentId: AGENT.jordan, groupId: GROUP.acme },
    { agentId: AGENT.jordan, groupId: GROUP.peachtree },
    { agentId: AGENT.jordan, groupId: GROUP.riverside },
    { agentId: AGENT.sam, groupId: GROUP.noLanding },
  ]);
  await tx
    .insert(groupAdmins)
    .values({ groupId: GROUP.acme, name: 'Acme HR', email: 'hr@acme.example.com', passwordHash: groupAdminHash });
  await tx.insert(enrollerCodes).values([
    { groupId: GROUP.peachtree, codeHash: peachtreeCodeHash, label: 'Peachtree enrollment team' },
    { groupId: GROUP.riverside, codeHash: riversideCodeHash, label: 'Riverside enrollment team' },
  ]);

  await tx.insert(sites).values([
    {
      id: SITE.store,
      kind: 'default',
      label: 'OpenEnroll store',
      agentId: AGENT.house,
      portalId: PORTAL.direct,
      isDefault: true,
    },
    { id: SITE.jordan, kind: 'agent', label: 'Jordan Avery', agentId: AGENT.jordan, portalId: PORTAL.averyMarket },
    { id: SITE.samlee, kind: 'agent', label: 'Sam Lee', agentId: AGENT.sam, portalId: PORTAL.leeFamily },
    {
      id: SITE.acme,
      kind: 'group',
      label: 'Acme Manufacturing',
      agentId: AGENT.jordan,
      groupId: GROUP.acme,
      portalId: PORTAL.employer,
    },
    { id: SITE.partner, kind: 'external', label: 'Partner site', agentId: AGENT.jordan, portalId: PORTAL.averyMarket },
  ]);
  await tx.insert(siteDomains).values([
    { host: 'benefits.acme.test', siteId: SITE.acme },
    { host: 'averybenefits.test', siteId: SITE.jordan },
    { host: 'partner.example.test', siteId: SITE.partner },
  ]);
  await tx.insert(externalSites).values({ siteName: 'partner-site', siteId: SITE.partner });
  await tx.insert(referrals).values({
    referralCode: 'RF5001',
    agentId: AGENT.jordan,
    portalId: PORTAL.averyMarket,
    referrerName: 'Jordan Avery',
  });
}
