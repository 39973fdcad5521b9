// SPDX-License-Identifier: GPL-2.0
/*
 * slow-path: without fast_switch (CPPC shared memory) every update wakes
 * the SCHED_DEADLINE sugov:N kthread: two more context switches, often
 * preempting the workload.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_SP] = {
	[SP_RATE] = { "sugov_switch_ins_per_s_per_cpu", "sugov switch-ins per second and CPU",
		      U_PER_S, CRIT_RUN, CRIT_GE, 10 },
};

/* the path is the kthread's: the sugov:N kthread writes most updates */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[SP_RATE] = a->sugov_per_s_per_cpu;
	return a->path == PATH_KTHREAD;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	double oncpu = a->sugov_on_cpu_share;
	double preempt = ratio((double)a->sugov_preempt_wl, (double)a->sugov_switch_ins);
	struct finding *f = finding_add(a, def, preempt + 10 * oncpu,
					"no fast_switch: each update wakes the SCHED_DEADLINE "
					"sugov:N kthread, %.0f%% of its switch-ins preempt a "
					"runnable workload task", 100 * (isnan(preempt) ? 0 : preempt));

	finding_ev(f, "sugov_switch_ins", "sugov switch-ins", (double)a->sugov_switch_ins, U_COUNT);
	finding_ev(f, "sugov_switch_ins_per_s", "rate", a->sugov_per_s, U_PER_S);
	finding_ev(f, "sugov_switch_ins_per_s_per_cpu", "per CPU", v[SP_RATE], U_PER_S);
	finding_ev(f, "sugov_on_cpu_share", "share of CPU time", oncpu, U_SHARE);
	finding_ev(f, "preempt_share", "preempting the workload", preempt, U_SHARE);
}

const struct finding_def finding_slow_path = {
	.id = "slow-path",
	.title = "Frequency updates go through the sugov kthread (slow path)",
	.criteria = criteria,
	.ncriteria = NR_SP,
	.measure = measure,
	.add = add,
};
