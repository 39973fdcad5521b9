// SPDX-License-Identifier: GPL-2.0
/*
 * slow-path: without fast_switch (CPPC shared memory) every update wakes
 * the SCHED_DEADLINE sugov:N kthread: two more context switches, often
 * preempting the workload.  Its rate is judged per busy CPU (busy_cpu():
 * the CPUs that ran the workload), which idle CPUs do not dilute; over all
 * the CPUs analysed when none is busy.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_SP] = {
	[SP_RATE] = { "sugov_switch_ins_per_s_per_busy_cpu",
		      "sugov switch-ins per second and busy CPU", U_PER_S, CRIT_RUN, CRIT_GE, 10 },
};

/* the path is the kthread's: the sugov:N kthread writes most updates */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[SP_RATE] = a->nr_busy ? a->sugov_per_s_per_busy_cpu : a->sugov_per_s_per_cpu;
	return a->path == PATH_KTHREAD;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	double oncpu = a->sugov_on_cpu_share;
	double preempt = ratio((double)a->sugov_preempt_wl, (double)a->sugov_switch_ins);
	struct finding *f = finding_add(a, def, preempt + 10 * oncpu,
					"no fast_switch: each update wakes the SCHED_DEADLINE "
					"sugov:N kthread, %.0f/s on each %s; %.0f%% of its "
					"switch-ins preempt a runnable workload task", v[SP_RATE],
					a->nr_busy ? "CPU that ran the workload" : "CPU",
					100 * (isnan(preempt) ? 0 : preempt));

	finding_ev(f, "sugov_switch_ins", "sugov switch-ins", (double)a->sugov_switch_ins, U_COUNT);
	finding_ev(f, "sugov_switch_ins_per_s", "rate", a->sugov_per_s, U_PER_S);
	finding_ev(f, "sugov_switch_ins_per_s_per_cpu", "per CPU (all)", a->sugov_per_s_per_cpu,
		   U_PER_S);
	finding_ev(f, "busy_cpus", "busy CPUs", (double)a->nr_busy, U_COUNT);
	finding_ev(f, "sugov_switch_ins_per_s_per_busy_cpu",
		   a->nr_busy ? "per busy CPU" : "per CPU (none busy)", v[SP_RATE], U_PER_S);
	finding_ev(f, "sugov_on_cpu_share", "share of CPU time", oncpu, U_SHARE);
	finding_ev(f, "sugov_on_cpu_share_busy_cpus", "of the busy CPUs' time",
		   a->sugov_busy_on_cpu_share, U_SHARE);
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
