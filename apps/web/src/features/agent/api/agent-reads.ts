// The agent centre's reads (SPEC.md section 7 "Agent"), typed by the contracts.
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type {
  AgentApplyStatus,
  AgentCodeResponse,
  AgentDashboard,
  AgentRebatePage,
  MemberReportPage,
  MemberReportPageRequest,
  RebateDetailPage,
  SubMemberPage,
  SubMemberPageRequest,
  TeamOrderPage,
  TeamOrderPageRequest,
  TeamReport,
  TeamReportRequest,
} from '@hall/contracts/agent';
import { agentQuery } from './agent-queries';

export type MemberPage = z.infer<typeof SubMemberPage>;
export type MemberReports = z.infer<typeof MemberReportPage>;
export type TeamOrders = z.infer<typeof TeamOrderPage>;
export type Rebates = z.infer<typeof AgentRebatePage>;
export type RebateLines = z.infer<typeof RebateDetailPage>;

/** Where the player stands with its application (none, pending, rejected with a reason, approved, suspended). */
export const useApplyStatus = () => useQuery(agentQuery<AgentApplyStatus>('apply/status'));

/** The agent's code, invite link and own rebate rate (the most it may give a sub-agent). */
export const useAgentCode = () => useQuery(agentQuery<AgentCodeResponse>('code'));

/** Today's figures of the whole team, the code and the invite link. */
export const useAgentDashboard = () => useQuery(agentQuery<AgentDashboard>('data/statistics'));

export const useTeamReport = (body: TeamReportRequest, enabled = true) =>
  useQuery({ ...agentQuery<TeamReport>('type/report/statistics', body), enabled });

export const useMembers = (body: SubMemberPageRequest) => useQuery(agentQuery<MemberPage>('sub/member/page', body));

export const useMemberReports = (body: MemberReportPageRequest, enabled = true) =>
  useQuery({ ...agentQuery<MemberReports>('sub/member/report/page', body), enabled });

/** The team's deposits (`recharge`) or withdrawals (`draw`). */
export type TeamOrderKind = 'recharge' | 'draw';
export const useTeamOrders = (kind: TeamOrderKind, body: TeamOrderPageRequest, enabled = true) =>
  useQuery({ ...agentQuery<TeamOrders>(`sub/member/${kind}/page`, body), enabled });

export const useRebates = (body: { page: number; pageSize: number }) =>
  useQuery(agentQuery<Rebates>('rebate/page', body));

export const useRebateLines = (body: { day: string; page: number; pageSize: number }, enabled: boolean) =>
  useQuery({ ...agentQuery<RebateLines>('rebate/detail', body), enabled });
