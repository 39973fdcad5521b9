// SPDX-License-Identifier: GPL-2.0
/*
 * rate-limit: schedutil drops updates inside rate_limit_us, so bursts
 * shorter than it never get a new frequency.
 */
#include "findings.h"

void finding_rate_limit(struct analysis *a)
{
	double at_limit = ratio((double)a->at_limit, (double)dist_count(a->interval));
	double no_upd = ratio((double)a->short_no_update, (double)a->short_bursts);
	struct finding *f;

	if (!a->rate_limit_us || a->short_bursts < 50 || !(no_upd >= 0.5) || !(at_limit >= 0.3))
		return;
	f = finding_add(a, "rate-limit", no_upd);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title),
		 "Short bursts get no new frequency because of rate_limit_us");
	snprintf(f->why, sizeof(f->why),
		 "%.0f%% of the updates come %llu us after the previous one, and %.0f%% of the "
		 "workload's bursts shorter than that end with no update",
		 100 * at_limit, (unsigned long long)a->rate_limit_us, 100 * no_upd);
	finding_ev(f, "rate_limit_us", (double)a->rate_limit_us, "us");
	finding_ev(f, "intervals", (double)dist_count(a->interval), "");
	finding_ev(f, "at_limit_share", at_limit, "");
	finding_ev(f, "short_bursts", (double)a->short_bursts, "");
	finding_ev(f, "short_bursts_no_update_share", no_upd, "");
}
