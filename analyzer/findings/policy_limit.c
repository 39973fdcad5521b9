// SPDX-License-Identifier: GPL-2.0
/*
 * policy-limit: in amd-pstate's active mode or under HWP, the policy the
 * hardware picks within (EPP toward power, max_perf or scaling_max_freq
 * below the ceiling) holds busy CPUs below what they could deliver.  The
 * counter_sample windows: a busy one (low-request's criterion) under a
 * limiting policy, time-weighted over the window, counts; their delivered
 * share of the ceiling is what the policy let them have.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_PL] = {
	[PL_BUSY] = { "busy_limited_share", "share of the busy windows' time under a limiting "
					    "policy", U_SHARE, CRIT_RUN, CRIT_GE, 0.25 },
	[PL_DELIVERED] = { "limited_delivered_ratio", "their delivered share of the ceiling",
			   U_RATIO, CRIT_RUN, CRIT_LE, 0.9 },
	[PL_EPP] = { "epp", "a limiting EPP (toward power: above balance_performance, 128)",
		     U_COUNT, CRIT_WINDOW, CRIT_GE, 129 },
	[PL_MAX] = { "max_perf_share", "a limiting max_perf: its share of the ceiling", U_RATIO,
		     CRIT_WINDOW, CRIT_LT, 0.97 },
};

int policy_limit_window(double epp, double max_share)
{
	return criterion_holds(&criteria[PL_EPP], epp) || criterion_holds(&criteria[PL_MAX], max_share);
}

static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	const struct policy_stats *p = &a->pol;

	v[PL_BUSY] = ratio(p->lim_m, p->busy_m);
	v[PL_DELIVERED] = ratio(p->lim_del, p->lim_del_m);
	return p->source != POL_NONE && p->busy_m > 0;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	const struct policy_stats *p = &a->pol;
	double freed = ratio(p->free_del, p->free_del_m);
	struct finding *f;

	f = finding_add(a, def, v[PL_BUSY],
			"%.0f%% of the busy time runs under a policy that limits it (EPP %.0f, "
			"max_perf %.2f of the ceiling): it delivers %.2f of the ceiling (%.0f MHz)",
			100 * v[PL_BUSY], policy_epp(p), policy_max(p), v[PL_DELIVERED],
			share_khz(a, v[PL_DELIVERED]) / 1e3);
	finding_ev(f, "busy_limited_share", "busy time under a limiting policy", v[PL_BUSY],
		   U_SHARE);
	finding_ev(f, "limited_delivered_ratio", "delivered there, share of the ceiling",
		   v[PL_DELIVERED], U_RATIO);
	finding_ev(f, "limited_delivered_mhz", "in MHz", share_khz(a, v[PL_DELIVERED]) / 1e3,
		   U_COUNT);
	finding_ev(f, "free_delivered_ratio", "delivered by busy time not limited", freed,
		   U_RATIO);
	finding_ev(f, "epp", "EPP, time-weighted", policy_epp(p), U_COUNT);
	finding_ev(f, "max_perf_share", "max_perf, share of the ceiling", policy_max(p), U_RATIO);
	finding_ev(f, "policy_changes", "policy changes", (double)p->changes, U_COUNT);
}

const struct finding_def finding_policy_limit = {
	.id = "policy-limit",
	.title = "The policy (EPP, max_perf) holds busy CPUs below what they could deliver",
	.criteria = criteria,
	.ncriteria = NR_PL,
	.measure = measure,
	.add = add,
};
