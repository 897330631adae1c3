import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';
import { userIdProperty } from './filters';

/**
 * Groups, platforms and current members (000 section 7). Member data needs a signed-in rep or
 * group administrator (security.md); SSNs leave the server masked to the last four.
 */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const agentIdQuery = { type: 'object', properties: { agent_id: id }, additionalProperties: false } as const;

/** Rows per member-list answer unless `limit` asks otherwise, and the most one answer holds (issue 27). */
export const MEMBER_LIST_LIMIT = { default: 50, max: 200 } as const;
/** The longest search text of a member list. */
export const MEMBER_SEARCH_MAX = 100;

/**
 * Paging of GET /get-agent-members and /get-group-users, beyond the contract and optional: `limit`
 * rows after the opaque keyset cursor `after` (the answer's `next`), matching `search` (the start of
 * the last name, the full name or the e-mail, or the whole member ID; case-insensitive).
 */
const memberPageProperties = {
  limit: { type: 'integer', minimum: 1, maximum: MEMBER_LIST_LIMIT.max, default: MEMBER_LIST_LIMIT.default },
  /** base64url; the server opens it with its key (server/services/member-cursor.ts). */
  after: { type: 'string', minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9_-]+$' },
  search: { type: 'string', maxLength: MEMBER_SEARCH_MAX },
} as const;
export const agentMembersQuery = {
  type: 'object',
  properties: { agent_id: id, ...memberPageProperties },
  additionalProperties: false,
} as const;
export const groupUsersQuery = {
  type: 'object',
  properties: { group_id: id, ...memberPageProperties },
  additionalProperties: false,
} as const;
/** What the member-list screens send (the scope's id comes from the session). */
export type MemberPageQuery = FromSchema<typeof agentMembersQuery>;
export const memberInfoQuery = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: userIdProperty },
  additionalProperties: false,
} as const;
export type MemberInfoQuery = FromSchema<typeof memberInfoQuery>;
export const enrollmentQuery = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;

/** GET /get-agent-groups: gid, gname, gcode. */
export const agentGroupsData = {
  type: 'array',
  items: {
    type: 'object',
    required: ['gid', 'gname', 'gcode'],
    properties: { gid: { type: 'integer' }, gname: { type: 'string' }, gcode: { type: 'string' } },
  },
} as const;
export type AgentGroups = FromSchema<typeof agentGroupsData>;

/** GET /get-enrollment-platforms: platform_group_id, platform_name, platform_code. */
export const platformsData = {
  type: 'array',
  items: {
    type: 'object',
    required: ['platform_group_id', 'platform_name', 'platform_code'],
    properties: {
      platform_group_id: { type: 'integer' },
      platform_name: { type: 'string' },
      platform_code: { type: 'string' },
    },
  },
} as const;
export type Platforms = FromSchema<typeof platformsData>;

/** A current-member row (000 section 3, member row). */
export const memberRow = {
  type: 'object',
  required: ['name', 'dob', 'policy_id', 'user_id', 'email', 'ssn', 'group_info', 'plan_info'],
  properties: {
    name: { type: 'string' },
    dob: { type: 'string' },
    policy_id: { type: ['integer', 'null'] },
    user_id: { type: 'string' },
    email: { type: 'string' },
    /** Always masked: '***-**-1234'. */
    ssn: { type: 'string', pattern: '^\\*\\*\\*-\\*\\*-\\d{4}$' },
    group_info: {
      type: 'object',
      required: ['group_id', 'group_name'],
      properties: { group_id: { type: ['integer', 'null'] }, group_name: { type: ['string', 'null'] } },
    },
    plan_info: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan', 'plan_name', 'plan_status'],
        properties: { plan: { type: 'integer' }, plan_name: { type: 'string' }, plan_status: { type: 'string' } },
      },
    },
  },
} as const;
export type MemberRow = FromSchema<typeof memberRow>;
/**
 * The contract's `result` (one page of rows), with `total` (the scope's members matching the search)
 * and `next` (the cursor of the following page, null on the last) beyond it.
 */
export const memberListData = {
  type: 'object',
  required: ['result', 'total', 'next'],
  properties: {
    result: { type: 'array', items: memberRow },
    total: { type: 'integer', minimum: 0 },
    next: { type: ['string', 'null'] },
  },
} as const;
export type MemberList = FromSchema<typeof memberListData>;

/** GET /get-member-info?user_id (member home). */
export const memberInfoData = {
  type: 'object',
  required: ['userid', 'member_info', 'agent_info', 'group_info', 'portal_id'],
  properties: {
    userid: { type: 'string' },
    member_info: {
      type: 'object',
      required: ['first_name', 'last_name'],
      properties: { first_name: { type: 'string' }, last_name: { type: 'string' } },
    },
    agent_info: { type: 'object', required: ['agent_id'], properties: { agent_id: { type: 'integer' } } },
    group_info: { type: 'object', required: ['gid'], properties: { gid: { type: ['integer', 'null'] } } },
    portal_id: { type: ['integer', 'null'] },
  },
} as const;
export type MemberInfo = FromSchema<typeof memberInfoData>;

/** GET /get-group-agent-member-info?enrollment_id: the cart's "selected group, member and portal" line. */
export const groupAgentMemberInfoData = {
  type: 'object',
  required: ['enrollment_type', 'result'],
  properties: {
    enrollment_type: { type: 'string' },
    result: {
      type: 'object',
      required: ['user_info', 'group_info', 'platforms'],
      properties: {
        user_info: {
          type: ['object', 'null'],
          required: ['first_name', 'last_name'],
          properties: { first_name: { type: 'string' }, last_name: { type: 'string' } },
        },
        group_info: {
          type: ['object', 'null'],
          required: ['gid', 'gname', 'gcode'],
          properties: { gid: { type: 'integer' }, gname: { type: 'string' }, gcode: { type: 'string' } },
        },
        platforms: {
          type: ['object', 'null'],
          required: ['platform_group_id', 'platform_name', 'platform_code'],
          properties: {
            platform_group_id: { type: 'integer' },
            platform_name: { type: 'string' },
            platform_code: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
export type GroupAgentMemberInfo = FromSchema<typeof groupAgentMemberInfoData>;
