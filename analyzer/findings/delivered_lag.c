// SPDX-License-Identifier: GPL-2.0
/*
 * delivered-lag: the performance the hardware delivered (aperf/mperf) trails
 * what the governor requested.
 */
#include "findings.h"

void finding_delivered_lag(struct analysis *a)
{
	double req = analysis_requested(a), del = analysis_delivered(a), dor = del / req;
	struct finding *f;

	if (a->req_source != REQ_AMD || !(dor < 0.9))
		return;
	f = finding_add(a, "delivered-lag", 1 - dor);
	if (!f)
		return;
	snprintf(f->title, sizeof(f->title), "Delivered performance trails the request");
	snprintf(f->why, sizeof(f->why),
		 "the CPUs ran at %.0f%% of the performance requested of them (aperf/mperf "
		 "against des_perf, busy-weighted)", 100 * dor);
	finding_ev(f, "delivered_over_requested", dor, "");
	finding_ev(f, "requested_ratio", req, "");
	finding_ev(f, "delivered_ratio", del, "");
	finding_ev(f, "windows_below_90pct_share", ratio(a->win_below_w, a->w_mperf), "");
}
