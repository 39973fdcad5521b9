// SPDX-License-Identifier: GPL-2.0
/*
 * remote-wakeup: schedutil refuses updates for a remote CPU, so a task woken
 * (and enqueued) from another CPU runs at the old frequency until its own
 * CPU updates.
 */
#include "findings.h"

void finding_remote_wakeup(struct analysis *a)
{
	uint64_t wakeups = a->remote_enqueue + a->local_enqueue;
	double rp50 = dist_us(a->remote_update, 50), lp50 = dist_us(a->local_update, 50);
	struct finding *f;

	if (dist_count(a->remote_update) < 50 || !(rp50 >= 200))
		return;
	if (dist_count(a->local_update) >= 50 && !(rp50 >= 4 * lp50))
		return;
	f = finding_add(a, "remote-wakeup", ratio((double)a->remote_enqueue, (double)wakeups));
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title), "Remotely woken tasks run at the old frequency");
	snprintf(f->why, sizeof(f->why),
		 "a task enqueued from another CPU waits p50 %.0f us for its CPU's next update "
		 "(locally enqueued: %.0f us): the remote CPU's update is refused", rp50,
		 isnan(lp50) ? 0 : lp50);
	finding_ev(f, "wakeups", (double)wakeups, "");
	finding_ev(f, "waking_remote", (double)a->waking_remote, "");
	finding_ev(f, "remote_enqueue", (double)a->remote_enqueue, "");
	finding_ev(f, "local_enqueue", (double)a->local_enqueue, "");
	finding_ev(f, "remote_share", ratio((double)a->remote_enqueue, (double)wakeups), "");
	finding_ev(f, "remote_update_delay_count", (double)dist_count(a->remote_update), "");
	finding_ev(f, "remote_update_delay_p50_us", rp50, "us");
	finding_ev(f, "remote_update_delay_p90_us", dist_us(a->remote_update, 90), "us");
	finding_ev(f, "remote_update_delay_p99_us", dist_us(a->remote_update, 99), "us");
	finding_ev(f, "remote_update_delay_max_us", dist_us(a->remote_update, 100), "us");
	finding_ev(f, "local_update_delay_count", (double)dist_count(a->local_update), "");
	finding_ev(f, "local_update_delay_p50_us", lp50, "us");
	finding_ev(f, "local_update_delay_p90_us", dist_us(a->local_update, 90), "us");
	finding_ev(f, "local_update_delay_p99_us", dist_us(a->local_update, 99), "us");
	finding_ev(f, "local_update_delay_max_us", dist_us(a->local_update, 100), "us");
}
