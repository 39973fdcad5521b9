// SPDX-License-Identifier: GPL-2.0
/*
 * efficiency-floor: requests at or below lowest_nonlinear_perf, where
 * lowering the frequency stops saving energy per unit of work.
 */
#include "findings.h"

/* floor_perf - the lowest_nonlinear_perf of the run's CPUs when they all
 * have the same one, NAN otherwise (unknown, or it differs by CPU) */
static double floor_perf(const struct run *r)
{
	int64_t v = ATTR_NONE;
	int i;

	for (i = 0; i < r->nr_attrs; i++) {
		int64_t x = r->attrs[i].lowest_nonlinear_perf;

		if (x == ATTR_NONE)
			continue;
		if (v != ATTR_NONE && x != v)
			return NAN;
		v = x;
	}
	return v == ATTR_NONE ? NAN : (double)v;
}

void finding_efficiency_floor(struct analysis *a)
{
	double share = ratio((double)a->floor_requests, (double)a->requests), busy;
	struct finding *f;

	if (a->req_source != REQ_AMD && a->req_source != REQ_FREQ)
		return;
	if (a->requests < 20 || !(share >= 0.5))
		return;
	busy = a->req_source == REQ_AMD ? ratio(a->floor_w, a->w_mperf) : ratio(a->floor_w, a->c0_ns);
	f = finding_add(a, "efficiency-floor", share);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title), "Requests sit at or below lowest_nonlinear_perf");
	snprintf(f->why, sizeof(f->why),
		 "%.0f%% of the requests are at or below lowest_nonlinear_perf: below it a lower "
		 "frequency saves little power, the work just takes longer", 100 * share);
	finding_ev(f, "requests", (double)a->requests, "");
	finding_ev(f, "floor_request_share", share, "");
	finding_ev(f, "floor_busy_share", busy, "");
	finding_ev(f, "lowest_nonlinear_perf", floor_perf(a->run), "");
}
