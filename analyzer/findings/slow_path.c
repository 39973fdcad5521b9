// SPDX-License-Identifier: GPL-2.0
/*
 * slow-path: without fast_switch (CPPC shared memory) every update wakes
 * the SCHED_DEADLINE sugov:N kthread: two more context switches, often
 * preempting the workload.
 */
#include "findings.h"

void finding_slow_path(struct analysis *a)
{
	double per_cpu = a->sugov_per_s_per_cpu, oncpu = a->sugov_on_cpu_share, preempt;
	struct finding *f;

	if (a->path != PATH_KTHREAD || !(per_cpu >= 10))
		return;
	preempt = ratio((double)a->sugov_preempt_wl, (double)a->sugov_switch_ins);
	f = finding_add(a, "slow-path", preempt + 10 * oncpu);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title),
		 "Frequency updates go through the sugov kthread (slow path)");
	snprintf(f->why, sizeof(f->why),
		 "no fast_switch: each update wakes the SCHED_DEADLINE sugov:N kthread, "
		 "%.0f%% of its switch-ins preempt a runnable workload task",
		 100 * (isnan(preempt) ? 0 : preempt));
	finding_ev(f, "sugov_switch_ins", (double)a->sugov_switch_ins, "");
	finding_ev(f, "sugov_switch_ins_per_s", a->sugov_per_s, "/s");
	finding_ev(f, "sugov_switch_ins_per_s_per_cpu", per_cpu, "/s");
	finding_ev(f, "sugov_on_cpu_share", oncpu, "");
	finding_ev(f, "preempt_share", preempt, "");
}
