// SPDX-License-Identifier: GPL-2.0
/*
 * remote-wakeup: schedutil refuses updates for a remote CPU, so a task woken
 * (and enqueued) from another CPU runs at the old frequency until its own
 * CPU updates.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_RW] = {
	[RW_COUNT] = { "remote_update_delay_count", "remotely enqueued wakeups measured", U_COUNT,
		       CRIT_RUN, CRIT_GE, 50 },
	[RW_P50] = { "remote_update_delay_p50_us", "p50 wait of those for their CPU's update",
		     U_US, CRIT_RUN, CRIT_GE, 200 },
	/* then either too few local ones to compare with, or far slower than them */
	[RW_LOCAL_FEW] = { "local_update_delay_count", "locally enqueued wakeups measured",
			   U_COUNT, CRIT_RUN, CRIT_LT, 50 },
	[RW_OVER_LOCAL] = { "remote_over_local_p50", "p50 wait, remote over local", U_RATIO,
			    CRIT_RUN, CRIT_GE, 4 },
};

/* any run whose events show its updates: the waits are of wakeups and
 * updates (a trace of frequency changes only shows no update that kept the
 * frequency, so it cannot tell a refused update from a kept frequency) */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	if (a->update_change_only)
		return 0;
	v[RW_COUNT] = (double)dist_count(a->remote_update);
	v[RW_P50] = dist_us(a->remote_update, 50);
	v[RW_LOCAL_FEW] = (double)dist_count(a->local_update);
	v[RW_OVER_LOCAL] = v[RW_P50] / dist_us(a->local_update, 50);
	return 1;
}

/* enough slow remote waits, and no local ones to compare with or far faster ones */
static int holds(const struct criterion *k, const double *v)
{
	return criterion_holds(&k[RW_COUNT], v[RW_COUNT]) &&
	       criterion_holds(&k[RW_P50], v[RW_P50]) &&
	       (criterion_holds(&k[RW_LOCAL_FEW], v[RW_LOCAL_FEW]) ||
		criterion_holds(&k[RW_OVER_LOCAL], v[RW_OVER_LOCAL]));
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	static const char *const remote_keys[] = {
		"remote_update_delay_count", "remote_update_delay_p50_us",
		"remote_update_delay_p90_us", "remote_update_delay_p99_us",
		"remote_update_delay_max_us",
	};
	static const char *const local_keys[] = {
		"local_update_delay_count", "local_update_delay_p50_us", "local_update_delay_p90_us",
		"local_update_delay_p99_us", "local_update_delay_max_us",
	};
	uint64_t wakeups = a->remote_enqueue + a->local_enqueue;
	double lp50 = dist_us(a->local_update, 50);
	struct finding *f = finding_add(a, def, ratio((double)a->remote_enqueue, (double)wakeups),
					"a task enqueued from another CPU waits p50 %.0f us for its "
					"CPU's next update (locally enqueued: %.0f us): the remote "
					"CPU's update is refused", v[RW_P50], isnan(lp50) ? 0 : lp50);

	finding_ev(f, "wakeups", "wakeups", (double)wakeups, U_COUNT);
	finding_ev(f, "waking_remote", "woken from another CPU", (double)a->waking_remote, U_COUNT);
	finding_ev(f, "remote_enqueue", "enqueued from another CPU", (double)a->remote_enqueue,
		   U_COUNT);
	finding_ev(f, "local_enqueue", "enqueued locally", (double)a->local_enqueue, U_COUNT);
	finding_ev(f, "remote_share", "remote", ratio((double)a->remote_enqueue, (double)wakeups),
		   U_SHARE);
	finding_ev_dist(f, remote_keys, "remote waits for an update", a->remote_update);
	finding_ev_dist(f, local_keys, "local waits", a->local_update);
}

const struct finding_def finding_remote_wakeup = {
	.id = "remote-wakeup",
	.title = "Remotely woken tasks run at the old frequency",
	.criteria = criteria,
	.ncriteria = NR_RW,
	.measure = measure,
	.holds = holds,
	.add = add,
};
