// SPDX-License-Identifier: GPL-2.0
/*
 * pcc-write: the CPPC mailbox (PCC) write is slow and serialised across
 * CPUs: inside one sugov_work item, amd_pstate_perf -> cpu_frequency takes
 * long, and the kthread sleeps in D.
 */
#include "findings.h"

void finding_pcc_write(struct analysis *a)
{
	double dsleep = ratio((double)a->kt_dsleep, (double)a->kt_items), p50;
	struct dist_summary s;
	struct finding *f;

	if (dist_summarize(a->pcc_write, &s) < 0)
		return;
	p50 = (double)s.p50 / 1e3;
	if (s.count < 10 || !(p50 >= 100 || dsleep >= 0.2))
		return;
	/* every item with a write time is one of kt_items: dsleep is a number */
	f = finding_add(a, "pcc-write", dsleep + p50 / 1000);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title),
		 "The CPPC mailbox write is slow inside the governor work");
	snprintf(f->why, sizeof(f->why),
		 "the write to the CPPC mailbox takes p50 %.0f us and %.0f%% of the work items "
		 "sleep in D: the next request of any CPU waits for it", p50, 100 * dsleep);
	finding_ev(f, "write_count", (double)s.count, "");
	finding_ev(f, "write_p50_us", p50, "us");
	finding_ev(f, "write_p90_us", (double)s.p90 / 1e3, "us");
	finding_ev(f, "write_p99_us", (double)s.p99 / 1e3, "us");
	finding_ev(f, "write_max_us", (double)s.max / 1e3, "us");
	finding_ev(f, "work_items", (double)a->kt_items, "");
	finding_ev(f, "d_sleep_share", dsleep, "");
}
