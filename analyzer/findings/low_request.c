// SPDX-License-Identifier: GPL-2.0
/*
 * low-request: busy CPUs request less than nominal performance.  Below
 * nominal, des_perf is an average target and the hardware may not boost;
 * only above nominal does it; acpi-cpufreq's P0 request boosts freely.
 */
#include "findings.h"

void finding_low_request(struct analysis *a)
{
	double busy = 0, low = 0, boost = 0, busy_share, below, boost_share;
	struct finding *f;
	int i;

	if (a->req_source != REQ_AMD || !a->windows)
		return;
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];

		/* busy windows on busy CPUs */
		if (!(cpu_busy(c) > 0.5))
			continue;
		busy += c->w_busy;
		low += c->w_busy_low;
		boost += c->w_busy_boost;
	}
	busy_share = ratio(busy, a->w_mperf);
	below = ratio(low, busy);
	boost_share = ratio(boost, busy);
	if (!(busy_share >= 0.1) || !(below >= 0.5))
		return;
	f = finding_add(a, "low-request", below);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title), "Busy CPUs request less than nominal performance");
	snprintf(f->why, sizeof(f->why),
		 "%.0f%% of the busy time asks for less than nominal_perf: below nominal the "
		 "request is an average target, the CPU does not boost (%.0f%% boosted)",
		 100 * below, 100 * (isnan(boost_share) ? 0 : boost_share));
	finding_ev(f, "busy_window_share", busy_share, "");
	finding_ev(f, "below_nominal_share", below, "");
	finding_ev(f, "boost_residency", boost_share, "");
}
