import type { AboutPageInfo, AgentInfo, GroupInfo, LandingPageDisplayInfo } from '../../schemas/api/identity';
import type { findAgentById, findGroupById } from '../repositories/identity';

/** Rows shaped into the contract's answers (000 section 3): the one place columns become field names. */
type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgentById>>>;
type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroupById>>>;

/** get-agent-info-enroll */
export function agentInfo(a: AgentRow): AgentInfo {
  return {
    agent_id: a.id,
    agent_code: a.agentCode,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone: a.phone,
    landing_url: a.landingUrl,
    display_name: a.displayName,
    display_email: a.displayEmail,
    display_phone: a.displayPhone,
    display_about_name: a.displayAboutName,
    tagline: a.tagline,
    logo: a.logo,
    image: a.image,
    image_link: a.imageLink,
    agent_bio: a.agentBio,
    is_gene_downline: a.isGeneDownline,
  };
}

function addressOf(g: GroupRow['group']): GroupInfo['address_information'] {
  return g.address1 && g.city && g.state && g.zip
    ? { address1: g.address1, city: g.city, state: g.state, zip: g.zip }
    : null;
}

/** get-group-info-enroll */
export function groupInfo({ group: g, agentCode }: GroupRow): GroupInfo {
  return {
    gid: g.id,
    gagent_code: agentCode,
    agent_code: agentCode,
    group_code: g.groupCode,
    name: g.name,
    gname: g.name,
    display_name: g.displayName,
    display_email: g.displayEmail,
    display_phone: g.displayPhone,
    address_information: addressOf(g),
    landing_url: g.landingUrl,
    logo: g.logo,
    image: g.image,
    gweb_aboutus: g.about,
    tagline: g.tagline,
  };
}

/** get-agent-landing-page-info */
export function agentLanding(a: AgentRow): LandingPageDisplayInfo {
  return {
    landing_url: a.landingUrl,
    data: {
      display_name: a.displayName,
      display_email: a.displayEmail,
      display_phone: a.displayPhone,
      tagline: a.tagline,
      logo: a.logo,
      image: a.image,
      about: a.agentBio,
      address_information: null,
    },
  };
}

/** get-group-landing-page-info */
export function groupLanding({ group: g }: GroupRow): LandingPageDisplayInfo {
  return {
    landing_url: g.landingUrl,
    data: {
      display_name: g.displayName,
      display_email: g.displayEmail,
      display_phone: g.displayPhone,
      tagline: g.tagline,
      logo: g.logo,
      image: g.image,
      about: g.about,
      address_information: addressOf(g),
    },
  };
}

/** get-agent-about-page-info: the About popup's title, name, bio and picture. */
export function agentAbout(a: AgentRow): AboutPageInfo {
  return {
    title: a.displayAboutName ?? `About ${a.displayName}`,
    name: a.displayName,
    about: a.agentBio,
    image: a.image,
  };
}

/** get-group-about-page-info */
export function groupAbout({ group: g }: GroupRow): AboutPageInfo {
  return { title: `About ${g.displayName}`, name: g.displayName, about: g.about, image: g.image };
}
