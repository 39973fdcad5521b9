// SPDX-License-Identifier: GPL-2.0
/*
 * efficiency-floor: requests at or below lowest_nonlinear_perf, where
 * lowering the frequency stops saving energy per unit of work.
 */
#include "findings.h"

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
}
