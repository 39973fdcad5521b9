// SPDX-License-Identifier: GPL-2.0
/*
 * governor-delay: the request reaches the hardware late - after the burst
 * that asked for it has ended (the task that queued the work blocked first).
 */
#include "findings.h"

void finding_governor_delay(struct analysis *a)
{
	double late = ratio((double)a->items_late, (double)a->items_wl), p90;
	struct dist_summary s;
	struct finding *f;

	if (a->path != PATH_KTHREAD && a->path != PATH_WORKQUEUE)
		return;
	if (dist_summarize(a->delay, &s) < 0)
		return;
	p90 = (double)s.p90 / 1e3;
	if (s.count < 20 || !(p90 >= 500) || a->items_wl < 5 || !(late >= 0.3))
		return;
	f = finding_add(a, "governor-delay", late);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title), "Frequency requests reach the hardware late");
	snprintf(f->why, sizeof(f->why),
		 "p90 %.0f us from queueing to the write; %.0f%% of the requests a workload "
		 "task asked for were written after it had blocked", p90, 100 * late);
	finding_ev(f, "delay_count", (double)s.count, "");
	finding_ev(f, "delay_p50_us", (double)s.p50 / 1e3, "us");
	finding_ev(f, "delay_p90_us", p90, "us");
	finding_ev(f, "delay_p99_us", (double)s.p99 / 1e3, "us");
	finding_ev(f, "delay_max_us", (double)s.max / 1e3, "us");
	finding_ev(f, "items_with_workload_running", (double)a->items_wl, "");
	finding_ev(f, "late_items", (double)a->items_late, "");
	finding_ev(f, "late_share", late, "");
}
