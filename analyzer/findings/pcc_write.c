// SPDX-License-Identifier: GPL-2.0
/*
 * pcc-write: the CPPC mailbox (PCC) write is slow and serialised across
 * CPUs: inside one governor work item (schedutil's sugov_work on the sugov
 * kthread, ondemand's dbs_work_handler on a kworker), amd_pstate_perf ->
 * cpu_frequency takes long, and the task running it sleeps in D.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_PW] = {
	[PW_COUNT] = { "write_count", "mailbox writes measured", U_COUNT, CRIT_RUN, CRIT_GE, 10 },
	[PW_P50] = { "write_p50_us", "p50 mailbox write", U_US, CRIT_RUN, CRIT_GE, 100 },
	[PW_DSLEEP] = { "d_sleep_share", "share of the work items sleeping in D", U_SHARE,
			CRIT_RUN, CRIT_GE, 0.2 },
};

/* any run: the write times are of the governor's work items, either kind */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[PW_COUNT] = (double)dist_count(a->pcc_write);
	v[PW_P50] = dist_us(a->pcc_write, 50);
	v[PW_DSLEEP] = ratio((double)a->gw_dsleep, (double)a->gw_items);
	return 1;
}

/* enough writes, and slow ones or sleeping ones */
static int holds(const struct criterion *k, const double *v)
{
	return criterion_holds(&k[PW_COUNT], v[PW_COUNT]) &&
	       (criterion_holds(&k[PW_P50], v[PW_P50]) ||
		criterion_holds(&k[PW_DSLEEP], v[PW_DSLEEP]));
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	static const char *const keys[] = { "write_count", "write_p50_us", "write_p90_us",
					    "write_p99_us", "write_max_us" };
	/* every item with a write time is one of gw_items: d_sleep_share is a number */
	struct finding *f = finding_add(a, def, v[PW_DSLEEP] + v[PW_P50] / 1000,
					"the write to the CPPC mailbox takes p50 %.0f us and "
					"%.0f%% of the work items sleep in D: the next request of "
					"any CPU waits for it", v[PW_P50], 100 * v[PW_DSLEEP]);

	finding_ev_dist(f, keys, "writes", a->pcc_write);
	finding_ev(f, "work_items", "governor work items", (double)a->gw_items, U_COUNT);
	finding_ev(f, "d_sleep_share", "sleeping in D", v[PW_DSLEEP], U_SHARE);
}

const struct finding_def finding_pcc_write = {
	.id = "pcc-write",
	.title = "The CPPC mailbox write is slow inside the governor work",
	.criteria = criteria,
	.ncriteria = NR_PW,
	.measure = measure,
	.holds = holds,
	.add = add,
};
