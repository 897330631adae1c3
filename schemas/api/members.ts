import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';
import { userIdProperty } from './filters';

/**
 * Groups, platforms and current members (000 section 7). Member data needs a signed-in rep or
 * group administrator (security.md); SSNs leave the server masked to the last four.
 */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const agentIdQuery = { type: 'object', properties: { agent_id: id }, additionalProperties: false } as const;
export const groupIdQuery = { type: 'object', properties: { group_id: id }, additionalProperties: false } as const;
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
export const memberListData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'array', items: memberRow } },
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
