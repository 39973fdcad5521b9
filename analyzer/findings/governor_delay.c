// SPDX-License-Identifier: GPL-2.0
/*
 * governor-delay: the request reaches the hardware late - after the burst
 * that asked for it has ended (the task that queued the work blocked first).
 * The delay runs from the queueing to the end of the write (the work item's
 * end, where the trace has it: pass/gov.c).
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_GD] = {
	[GD_COUNT] = { "delay_count", "governor delays measured", U_COUNT, CRIT_RUN, CRIT_GE, 20 },
	[GD_P90] = { "delay_p90_us", "p90 governor delay", U_US, CRIT_RUN, CRIT_GE, 500 },
	[GD_ITEMS] = { "items_with_workload_running", "requests queued by workload tasks", U_COUNT,
		       CRIT_RUN, CRIT_GE, 5 },
	[GD_LATE] = { "late_share", "share of those written after the task blocked", U_SHARE,
		      CRIT_RUN, CRIT_GE, 0.3 },
};

/* the path goes through the governor's kthread or workqueue */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[GD_COUNT] = (double)dist_count(a->delay);
	v[GD_P90] = dist_us(a->delay, 90);
	v[GD_ITEMS] = (double)a->items_wl;
	v[GD_LATE] = ratio((double)a->items_late, (double)a->items_wl);
	return a->path == PATH_KTHREAD || a->path == PATH_WORKQUEUE;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	static const char *const keys[] = { "delay_count", "delay_p50_us", "delay_p90_us",
					    "delay_p99_us", "delay_max_us" };
	struct finding *f = finding_add(a, def, v[GD_LATE],
					"p90 %.0f us from queueing to the end of the write; %.0f%% of the "
					"requests a workload task asked for were written after it "
					"had blocked", v[GD_P90], 100 * v[GD_LATE]);

	finding_ev_dist(f, keys, "delays", a->delay);
	finding_ev(f, "items_with_workload_running", "requests queued by workload tasks",
		   v[GD_ITEMS], U_COUNT);
	finding_ev(f, "late_items", "written after the task blocked", (double)a->items_late,
		   U_COUNT);
	finding_ev(f, "late_share", "late", v[GD_LATE], U_SHARE);
}

const struct finding_def finding_governor_delay = {
	.id = "governor-delay",
	.title = "Frequency requests reach the hardware late",
	.criteria = criteria,
	.ncriteria = NR_GD,
	.measure = measure,
	.add = add,
};
